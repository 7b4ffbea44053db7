import { useState } from 'react';
import { ActionIcon, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { PageHeader } from '../../components/page-header';
import { SortableList } from '../../components/sortable-list';
import { fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { refuseFlagged } from '../../lib/number-fields';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreateCategories } from './api/change-categories';
import { flaggedScores, newItem, newKey, toInput, type DraftCategory } from './category-draft';
import { CategoryFields } from './category-fields';
import { spanishStateOf } from '../../components/spanish-fields';
import classes from './evaluations.module.css';

const newCategory = (): DraftCategory => ({
  id: newKey(),
  name: '',
  nameEs: spanishStateOf('name', null),
  allows_not_applicable: false,
  items: [newItem()],
});

/** What a page that nobody has typed on would save. */
const PRISTINE = JSON.stringify([newCategory()].map(toInput));

/**
 * /retail-score-categories/create (spec 3 §2.7): several categories, dragged into the order they
 * are saved in and shown in evaluation forms.
 */
export function ScoreCategoryCreatePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create Retail Score Categories · Dripp Portal`);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<DraftCategory[]>(() => [newCategory()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCreateCategories();
  const { leaveFreely } = useUnsavedChanges(JSON.stringify(drafts.map(toInput)) !== PRISTINE);

  if (!can('retail-score-categories-create')) return <Forbidden />;

  const submit = () => {
    if (refuseFlagged(flaggedScores(drafts))) return;
    setErrors({});
    save.mutate(drafts.map(toInput), {
      onSuccess: () => {
        leaveFreely();
        notifySuccess(t`Category saved successfully`);
        void navigate(paths.retailScoreCategories.href());
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Create Retail Score Categories`}
        actions={
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setDrafts((list) => [...list, newCategory()])}
          >
            <Trans>Add Category</Trans>
          </Button>
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>
          Drag a category by its handle (or focus the handle and use Space and the arrow keys) to set the order of the
          evaluation form.
        </Trans>
      </Text>
      <SortableList
        items={drafts}
        noun={t`category`}
        label={t`New categories`}
        itemLabel={(draft) => draft.name || t`Unnamed category`}
        sortable={drafts.length > 1}
        rowClassName={(dragging) => (dragging ? (classes.dragging ?? '') : '')}
        onMove={(_moved, _index, reordered) => {
          setDrafts(reordered);
          setErrors({});
          notifySuccess(t`Successfully changed order of Retail Score`);
        }}
        renderRow={(draft, { handle, position }) => (
          <Box pb="md">
            <Card padding="md">
              <Group justify="space-between" align="center" mb="xs" wrap="nowrap">
                <Group gap={4} wrap="nowrap">
                  {handle}
                  <Text fw={700}>
                    <Trans>Category {position}</Trans>
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t`Remove category ${position}`}
                  disabled={drafts.length === 1}
                  onClick={() => {
                    setDrafts((list) => list.filter((d) => d.id !== draft.id));
                    setErrors({});
                  }}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <CategoryFields
                draft={draft}
                label={t`Category ${position}`}
                errors={errors}
                errorPrefix={`${position - 1}.`}
                onChange={(next) => setDrafts((list) => list.map((d) => (d.id === draft.id ? next : d)))}
              />
            </Card>
          </Box>
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={paths.retailScoreCategories.href()}>
          <Trans>Back</Trans>
        </Button>
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={submit}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
