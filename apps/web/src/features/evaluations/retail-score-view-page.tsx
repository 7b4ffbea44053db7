import { useMemo } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconPrinter } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RetailItemScore } from '@dripp/contract/evaluations';
import { scoreSummary } from '@dripp/domain/score-summary';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { ChainText, type WithSpanish } from '../../components/chain-text';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SourceActions } from '../../components/source-actions';
import { displayDate } from '../../lib/format';
import { loadFailure, notFound } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useRetailScore } from './api/get-retail-score';
import { PointsSummary } from './points-summary';
import classes from './evaluations.module.css';

/** The sheet's items grouped by the category they were scored under, in the sheet's order. */
function byCategory(items: RetailItemScore[]) {
  const groups: { key: string; category: WithSpanish<'name'>; items: RetailItemScore[] }[] = [];
  for (const item of items) {
    const category = item.retail_score_category_item.retail_score_category;
    const key = `${category.id ?? 'gone'}:${category.name}`;
    const group = groups.find((g) => g.key === key);
    if (group) group.items.push(item);
    else groups.push({ key, category, items: [item] });
  }
  return groups;
}

/** /retail-score-sheets/{id}/ (spec 3 §2.5), with a clean print layout. */
export function RetailScoreViewPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { can, canAny } = usePermissions();
  const allowed = canAny(['retail-score-sheet-view', 'retail-score-sheet-edit']);
  const sheet = useRetailScore(id, valid && allowed);
  const data = sheet.data ?? null;
  const store = data?.store.title;
  useDocumentTitle(store ? t`Evaluation Report - ${store} · Dripp Portal` : t`Evaluation Report · Dripp Portal`);
  const summary = useMemo(
    () =>
      scoreSummary(
        (data?.retail_item_score ?? []).map((s) => ({
          permissible_score: s.permissible_score,
          score: s.total_score,
          not_applicable: s.not_applicable,
        })),
      ),
    [data],
  );

  if (!valid) return <NotFoundPage />;
  if (!allowed) return <Forbidden />;
  if (notFound(sheet.error) || (sheet.isSuccess && data === null)) return <NotFoundPage />;
  const failure = loadFailure(sheet);
  if (failure) {
    return (
      <NotLoaded
        message={t`This evaluation could not be loaded.`}
        backHref={paths.retailScoreSheets.href()}
        backLabel={t`Back to Evaluation Reports`}
        failure={failure}
      />
    );
  }
  if (!data) {
    return (
      <Card padding="lg">
        <Stack gap="sm" role="status" aria-label={t`Loading the evaluation`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={60} />
          ))}
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Evaluation Report - ${store}`}
        actions={
          <Group gap="sm" className={classes.noPrint}>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            {can('retail-score-sheet-edit', data.store.id) && (
              <Button
                component={Link}
                to={paths.retailScoreSheetEdit.href(data.id)}
                leftSection={<IconPencil size={16} />}
              >
                <Trans>Edit</Trans>
              </Button>
            )}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {byCategory(data.retail_item_score).map((group) => (
          <Card key={group.key} padding="md" className={classes.printCard}>
            <Title order={2} size="h4" mb="xs">
              <ChainText record={group.category} field="name" />
            </Title>
            <Stack gap={0}>
              {group.items.map((item) => (
                <Group key={item.id} justify="space-between" wrap="nowrap" className={classes.itemRow} gap="sm">
                  <Text size="sm">
                    <ChainText record={item.retail_score_category_item} field="name" />
                  </Text>
                  {item.not_applicable ? (
                    <Text size="sm" fw={600} c="dimmed" className={classes.number} data-not-applicable>
                      <Trans>N/A</Trans>
                    </Text>
                  ) : (
                    <Text
                      size="sm"
                      fw={600}
                      className={classes.number}
                      c={item.total_score < item.permissible_score ? 'red.9' : undefined}
                    >
                      {item.total_score} / {item.permissible_score}
                    </Text>
                  )}
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card padding="md" className={classes.printCard}>
          <Stack gap="sm">
            <div>
              <Text size="sm" c="dimmed">
                <Trans>Additional notes</Trans>
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{data.additional_notes || '—'}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                <Trans>Manager</Trans>
              </Text>
              <Text>
                {data.manager.firstName} {data.manager.lastName}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                <Trans>Date</Trans>
              </Text>
              {/* Spec 3 §2.5 names DD/MM/YYYY here; the month's name follows so no one reads 11/25 the US way. */}
              <Text>
                <time dateTime={data.score_date}>
                  {dayjs(data.score_date).format('DD/MM/YYYY')} ({displayDate(data.score_date)})
                </time>
              </Text>
            </div>
          </Stack>
        </Card>
        <PointsSummary summary={summary} />
      </SimpleGrid>
      <SourceActions source="evaluation" sourceId={data.id} storeId={data.store.id} className={classes.noPrint} />
      <Group className={classes.noPrint}>
        <Button
          variant="default"
          component={Link}
          to={paths.retailScoreSheets.href()}
          leftSection={<IconArrowLeft size={16} />}
        >
          <Trans>Back</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
