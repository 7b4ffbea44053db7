import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Overview, OverviewQuery } from '@dripp/contract/overview';
import { overviewEndpoints } from '@dripp/contract/endpoints/overview';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { EmptyCard, LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useOverview } from './api/get-overview';
import { OverviewCards, SortControl } from './overview-cards';
import { COLUMN_LABELS, WASTE_ALERT_PCT, nextSort, nothingRecorded, worstStores, type Sort } from './overview-measures';
import { overviewQueryOf, useOverviewView, type OverviewView } from './overview-params';
import { PeriodPicker, RangeLine } from './overview-period';
import { GroupControl } from './overview-grouping';
import { firstStores, sectionsOf } from './overview-sections';
import { OverviewTable } from './overview-table';

// The charts (recharts) come in a chunk of their own, after the grid has drawn.
const OverviewCharts = lazy(async () => ({ default: (await import('./overview-charts')).OverviewCharts }));

const VIEW = 'area-view';
/** Wide enough for the grid; narrower, the stores are cards. */
const WIDE_QUERY = '(min-width: 1150px)';
/** Stores drawn at a time: a chain of 500 does not draw every row at once, least of all on a phone. */
const PAGE = { wide: 60, narrow: 20 };

/** /management/overview (beyond the spec, DESIGN §8): every store the user may see, side by side over a period. */
export function OverviewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Stores Overview · Dripp Portal`);
  const { can } = usePermissions();
  if (!can(VIEW)) return <Forbidden />;
  return <StoresOverview />;
}

function StoresOverview() {
  const { t } = useLingui();
  const [view, change] = useOverviewView();
  const query = overviewQueryOf(view);
  const overview = useOverview(query);
  const failure = loadFailure(overview);
  // A custom period without its days shows nothing rather than the last period under the new name.
  const data = query ? overview.data : undefined;

  let body: ReactNode;
  if (!query)
    body = (
      <EmptyCard>
        <Trans>Pick the first and last day of the period.</Trans>
      </EmptyCard>
    );
  else if (failure) body = <LoadFailed failure={failure} message={t`The overview could not be loaded.`} />;
  else if (!data) body = <OverviewSkeleton />;
  else if (data.stores.length === 0)
    body = (
      <EmptyCard>
        <Trans>No stores to show</Trans>
      </EmptyCard>
    );
  else
    body = (
      <Box
        style={{ opacity: overview.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={overview.isFetching}
      >
        <OverviewBody overview={data} query={query} view={view} change={change} />
      </Box>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Stores Overview`}
        actions={
          <ExportCsvButton
            endpoint={overviewEndpoints.export}
            query={query ?? undefined}
            disabled={!data?.stores.length}
          />
        }
      />
      <Card padding="md" component="section" aria-label={t`Period`}>
        <Stack gap="xs">
          <PeriodPicker view={view} range={data?.range} onChange={change} />
          {data ? (
            <RangeLine range={data.range} />
          ) : (
            query && !failure && <Skeleton height={20} width={320} maw="100%" />
          )}
        </Stack>
      </Card>
      {body}
    </Stack>
  );
}

function OverviewBody({
  overview,
  query,
  view,
  change,
}: {
  overview: Overview;
  query: OverviewQuery;
  view: OverviewView;
  change: (part: Partial<OverviewView>) => void;
}) {
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [pages, setPages] = useState(1);
  const size = wide ? PAGE.wide : PAGE.narrow;
  const limit = pages * size;
  const sections = useMemo(() => sectionsOf(overview, view.sort, view.group), [overview, view.sort, view.group]);
  const drawn = useMemo(() => firstStores(sections, limit), [sections, limit]);
  const count = overview.stores.length;
  const hidden = count - drawn.reduce((n, s) => n + s.stores.length, 0);
  const setSort = (sort: Sort) => change({ sort });
  const chosenKey = view.chartStores?.join(',') ?? null;
  const chosen = useMemo(() => {
    if (chosenKey == null) return null;
    const known = new Set(overview.stores.map((s) => s.store_id));
    return chosenKey
      .split(',')
      .map(Number)
      .filter((id) => known.has(id));
  }, [chosenKey, overview.stores]);
  const worst = useMemo(() => worstStores(overview.stores, view.sort), [overview.stores, view.sort]);
  const { t, i18n } = useLingui();
  const shown = count - hidden;
  const more = Math.min(hidden, size);
  const measure = i18n._(COLUMN_LABELS[view.sort.column]).toLowerCase();

  return (
    <Stack gap="md">
      {nothingRecorded(overview.stores) && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} />} title={t`Nothing recorded`}>
          <Trans>
            No checklists, cash counts, waste, orders, evaluations, actions or incidents at these stores over this
            period.
          </Trans>
        </Alert>
      )}
      {wide ? (
        <Card padding="xs">
          <Group px="xs" pb="xs">
            <GroupControl value={view.group} onChange={(group) => change({ group })} phone={false} />
          </Group>
          <OverviewTable
            sections={drawn}
            totals={overview.totals}
            storeCount={count}
            range={overview.range}
            sort={view.sort}
            onSort={(column) => setSort(nextSort(view.sort, column))}
          />
        </Card>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SortControl sort={view.sort} onChange={setSort} />
            <GroupControl value={view.group} onChange={(group) => change({ group })} phone />
          </SimpleGrid>
          <OverviewCards sections={drawn} totals={overview.totals} storeCount={count} range={overview.range} />
        </>
      )}
      {hidden > 0 && (
        <Group justify="center" gap="sm">
          <Text size="sm" c="gray.7">
            <Trans>
              {shown} of {count} stores
            </Trans>
          </Text>
          <Button variant="default" h={44} onClick={() => setPages(pages + 1)}>
            <Trans>Show {more} more</Trans>
          </Button>
        </Group>
      )}
      <Text size="xs" c="gray.7">
        <Trans>
          Checklists: cards done on time, over closed days. Cash: over (+) or short (−), flagged beyond the
          store&rsquo;s tolerance. Waste: against its average over the 4 weeks before (&ldquo;vs avg&rdquo;), marked at{' '}
          {WASTE_ALERT_PCT}% or more above it. Orders: spend, and the share of lines with a suggestion ordered within ±1
          unit of it. Evaluation: the latest score, against the one before. Actions: open and overdue now. Arrows
          compare with the previous period.
        </Trans>
      </Text>
      <Suspense fallback={<Skeleton height={320} />}>
        <OverviewCharts
          query={query}
          stores={overview.stores}
          selected={chosen ?? worst}
          chosen={chosen != null}
          defaultNote={
            view.sort.column === 'store'
              ? t`The 5 stores with the most marked figures`
              : t`The 5 stores that read worst by ${measure}`
          }
          onSelect={(ids) => change({ chartStores: ids })}
        />
      </Suspense>
    </Stack>
  );
}

function OverviewSkeleton() {
  const { t } = useLingui();
  return (
    <Card padding="md" role="status" aria-label={t`Loading the overview`}>
      <Stack gap="sm">
        <Skeleton height={32} />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    </Card>
  );
}
