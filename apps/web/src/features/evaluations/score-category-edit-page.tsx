import { useState } from 'react';
import { Accordion, Badge, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RetailScoreCategory } from '@dripp/contract/evaluations';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { spanishStateOf } from '../../components/spanish-fields';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { refuseFlagged } from '../../lib/number-fields';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { type ReportDirty, useDirtyParts, useReportDirty, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useUpdateCategory } from './api/change-categories';
import { useCategories } from './api/get-categories';
import { flaggedScores, toInput, type DraftCategory } from './category-draft';
import { CategoryFields, itemCount } from './category-fields';

function draftOf(category: RetailScoreCategory): DraftCategory {
  return {
    id: category.id,
    name: category.name,
    nameEs: spanishStateOf('name', category),
    allows_not_applicable: category.allows_not_applicable,
    items: category.retail_score_category_items.map((item) => ({
      key: item.id,
      id: item.id,
      name: item.name,
      nameEs: spanishStateOf('name', item),
      permissible_score: item.permissible_score,
    })),
  };
}

/** One category of the accordion with its own Save. */
function CategoryPanel({ category, report }: { category: RetailScoreCategory; report: ReportDirty }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(category));
  const [base, setBase] = useState(() => draftOf(category));
  useReportDirty(report, String(category.id), JSON.stringify(toInput(draft)) !== JSON.stringify(toInput(base)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateCategory();
  const save = () => {
    if (refuseFlagged(flaggedScores([draft]))) return;
    setErrors({});
    update.mutate(
      { id: category.id, category: toInput(draft) },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          setBase(draftOf(saved));
          notifySuccess(t`Category updated successfully`);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };
  return (
    <Stack gap="sm">
      <CategoryFields draft={draft} onChange={setDraft} errors={errors} errorPrefix="" label={category.name} />
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={update.isPending} onClick={save}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** /retail-score-categories/edit?category_id={id} (spec 3 §2.8): every category, the requested one open. */
export function ScoreCategoryEditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit Retail Score Categories · Dripp Portal`);
  const { can } = usePermissions();
  const [search] = useSearchParams();
  const allowed = can('retail-score-categories-edit');
  const categories = useCategories(false, allowed);
  const [open, setOpen] = useState<string | null>(search.get('category_id'));
  const parts = useDirtyParts();
  useUnsavedChanges(parts.dirty);
  const failure = loadFailure(categories);

  if (!allowed) return <Forbidden />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Edit Retail Score Categories`}
        actions={
          <Button variant="default" component={Link} to={paths.retailScoreCategories.href()}>
            <Trans>Back</Trans>
          </Button>
        }
      />
      {failure ? (
        <NotLoaded
          message={t`Could not get categories.`}
          backHref={paths.retailScoreCategories.href()}
          backLabel={t`Back to the categories`}
          failure={failure}
        />
      ) : categories.data === undefined ? (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label={t`Loading categories`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        </Card>
      ) : (
        <Accordion variant="separated" value={open} onChange={setOpen}>
          {categories.data.map((category) => (
            <Accordion.Item key={category.id} value={String(category.id)}>
              <Accordion.Control>
                <Group gap="sm">
                  {category.name}
                  <Badge variant="light" color="gray">
                    {itemCount(category.retail_score_category_items.length)}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <CategoryPanel category={category} report={parts.report} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
