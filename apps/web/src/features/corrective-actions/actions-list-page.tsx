import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Card, Collapse, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACTION_LIST_MAX,
  ACTION_SOURCE_LABELS,
  ACTION_SOURCES,
  ACTION_STATUS_LABELS,
  ACTION_STATUSES,
  type ActionRow,
  type ActionSource,
  type ActionStatus,
} from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { ExportCsvButton } from '../../components/export-csv-button';
import { IdFilterSelect } from '../../components/filter-bar';
import { Forbidden } from '../../components/forbidden';
import { NotFoundPage } from '../../components/not-found-page';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { StorePageHeader } from '../../components/store-page-header';
import { TableOrCards } from '../../components/table-or-cards';
import { paths } from '../../config/paths';
import { useCorrectiveActions } from '../../lib/api/corrective-actions';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useActionAssignees } from './api/get-action-assignees';

import { positiveId } from '../../lib/url-ids';
import { ActionCard, ActionsTable } from './action-rows';
import { ChainSummary, StoreSummaryLine } from './action-summaries';
const VIEW = 'corrective-actions-view';
const PAGE_SIZE = 25;
const PHONE = '(max-width: 48em)';

/** "Still to do" is the server's `open` flag: open, in progress or reopened. */
const TO_DO = 'to-do';
type StatusFilter = ActionStatus | typeof TO_DO;

interface Filters {
  storeId: number | null;
  status: StatusFilter | null;
  source: ActionSource | null;
  assigneeId: number | null;
  overdue: boolean;
  page: number;
}

const ActionPagination = lazy(() => import('./action-pagination').then((m) => ({ default: m.ActionPagination })));

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value != null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The filters live in the address, so the way back from an action returns to the same list. */
function useFilters(): [Filters, (change: Partial<Filters>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    storeId: positiveId(params.get('store')),
    status: oneOf<StatusFilter>(params.get('status'), [TO_DO, ...ACTION_STATUSES]),
    source: oneOf(params.get('source'), ACTION_SOURCES),
    assigneeId: positiveId(params.get('assignee')),
    overdue: params.get('overdue') === '1',
    page: positiveId(params.get('page')) ?? 1,
  };
  const write = (next: Filters) => {
    const entries: [string, string][] = [];
    if (next.storeId) entries.push(['store', String(next.storeId)]);
    if (next.status) entries.push(['status', next.status]);
    if (next.source) entries.push(['source', next.source]);
    if (next.assigneeId) entries.push(['assignee', String(next.assigneeId)]);
    if (next.overdue) entries.push(['overdue', '1']);
    if (next.page > 1) entries.push(['page', String(next.page)]);
    setParams(entries, { replace: true });
  };
  // Any change but the page's own goes back to the first page.
  const change = (part: Partial<Filters>) => write({ ...filters, page: 1, ...part });
  const reset = () => write({ storeId: null, status: null, source: null, assigneeId: null, overdue: false, page: 1 });
  return [filters, change, reset];
}

function activeFilterCount(filters: Filters, withStore: boolean): number {
  return [withStore && filters.storeId, filters.status, filters.source, filters.assigneeId, filters.overdue].filter(
    Boolean,
  ).length;
}

interface Person {
  id: number;
  name: string;
}

/**
 * The people to filter by: with one store chosen, its people (for those who may assign there);
 * and everyone met as an assignee on the pages seen so far, since the list is paged on the server
 * and the chain's people are not a list every viewer may read.
 */
function usePeople(rows: ActionRow[] | undefined, storeId: number | null, canAssign: boolean): Person[] {
  const assignees = useActionAssignees(storeId != null && canAssign ? storeId : null);
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map());
  const [from, setFrom] = useState<ActionRow[] | undefined>(undefined);
  if (rows !== from) {
    setFrom(rows);
    const fresh = (rows ?? []).filter((row) => row.assignee.user && !seen.has(row.assignee.user.id));
    if (fresh.length > 0) {
      const next = new Map(seen);
      for (const row of fresh) next.set(row.assignee.user!.id, row.assignee.user!.name);
      setSeen(next);
    }
  }
  const people = storeId != null && canAssign ? assignees.data?.people : undefined;
  return useMemo(() => {
    const all = new Map(seen);
    for (const person of people ?? []) all.set(person.id, person.name);
    return [...all].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [seen, people]);
}

function FilterFields({
  filters,
  change,
  reset,
  stores,
  people,
}: {
  filters: Filters;
  change: (part: Partial<Filters>) => void;
  reset: () => void;
  stores: { id: number; label: string }[] | null;
  people: Person[];
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {stores && (
        <IdFilterSelect
          label={t`Store`}
          placeholder={t`All stores`}
          nothingFound={t`No stores`}
          options={stores}
          value={filters.storeId}
          onChange={(storeId) => change({ storeId })}
        />
      )}
      <Select
        label={t`Status`}
        placeholder={t`Any status`}
        data={[
          { value: TO_DO, label: t`Still to do` },
          ...ACTION_STATUSES.map((value) => ({ value, label: i18n._(ACTION_STATUS_LABELS[value]) })),
        ]}
        value={filters.status}
        onChange={(value) => change({ status: oneOf<StatusFilter>(value, [TO_DO, ...ACTION_STATUSES]) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear' }}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label={t`Source`}
        placeholder={t`Any source`}
        data={ACTION_SOURCES.map((value) => ({ value, label: i18n._(ACTION_SOURCE_LABELS[value]) }))}
        value={filters.source}
        onChange={(value) => change({ source: oneOf(value, ACTION_SOURCES) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear' }}
        w={{ base: '100%', xs: 180 }}
      />
      <IdFilterSelect
        label={t`Assigned to`}
        placeholder={t`Anyone`}
        nothingFound={t`No people`}
        options={people.map((p) => ({ id: p.id, label: p.name }))}
        value={filters.assigneeId}
        onChange={(assigneeId) => change({ assigneeId })}
      />
      <Switch
        label={t`Overdue only`}
        checked={filters.overdue}
        onChange={(event) => change({ overdue: event.currentTarget.checked })}
        size="md"
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
      <Button variant="default" onClick={reset} h={{ base: 44, sm: 36 }}>
        <Trans>Reset</Trans>
      </Button>
    </Group>
  );
}

/** The list of actions (one store's when `fixedStoreId`), with its filters and pages. */
function ActionList({ fixedStoreId }: { fixedStoreId?: number }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const phone = useMediaQuery(PHONE);
  const [filtersOpen, filtersToggle] = useDisclosure(false);
  const [filters, change, reset] = useFilters();
  const chainWide = fixedStoreId == null;
  const stores = usePermittedStores(VIEW, chainWide);
  const storeId = fixedStoreId ?? filters.storeId;
  const shown = {
    store_id: storeId ?? undefined,
    status: filters.status && filters.status !== TO_DO ? filters.status : undefined,
    open: filters.status === TO_DO ? 1 : undefined,
    source: filters.source ?? undefined,
    assignee_id: filters.assigneeId ?? undefined,
    overdue: filters.overdue ? 1 : undefined,
  } as const;
  const list = useCorrectiveActions({
    ...shown,
    limit: Math.min(PAGE_SIZE, ACTION_LIST_MAX),
    offset: (filters.page - 1) * PAGE_SIZE,
  });
  const people = usePeople(list.data?.rows, storeId, storeId != null && can('corrective-actions-edit', storeId));

  const failure = loadFailure(list);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const active = activeFilterCount(filters, chainWide);
  // Someone with one store has every row at it: the store column would only repeat it.
  const withStore = chainWide && (stores.data?.length ?? 2) > 1;
  const first = (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(first + rows.length - 1, total);

  const fields = (
    <FilterFields
      filters={filters}
      change={change}
      reset={reset}
      stores={chainWide ? (stores.data ?? []).map((s) => ({ id: s.id, label: s.title })) : null}
      people={people}
    />
  );

  let body: ReactNode;
  if (failure) body = <LoadFailed failure={failure} message={t`The actions could not be loaded.`} />;
  else if (!list.data) body = <LoadingCard label={t`Loading actions`} rows={5} />;
  else if (rows.length === 0)
    body =
      active > 0 || filters.page > 1 ? (
        <Card padding="xl">
          <Stack align="center" gap="xs">
            <Text c="dimmed" ta="center">
              <Trans>No actions</Trans>
            </Text>
            <Button variant="light" h={44} onClick={reset}>
              <Trans>Clear the filters</Trans>
            </Button>
          </Stack>
        </Card>
      ) : (
        <EmptyCard>
          <Trans>No actions</Trans>
        </EmptyCard>
      );
  else
    body = (
      <Box
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={list.isFetching}
      >
        <TableOrCards
          label={t`Actions`}
          table={<ActionsTable rows={rows} withStore={withStore} />}
          cards={rows.map((row) => (
            <ActionCard key={row.id} row={row} withStore={withStore} />
          ))}
        />
      </Box>
    );

  const exportButton = <ExportCsvButton endpoint={correctiveActionsEndpoints.export} query={shown} />;

  return (
    <Stack gap="md">
      <Card padding="md" component="section" aria-label={t`Filters`}>
        {phone ? (
          <Stack gap="sm">
            <Button
              variant="default"
              h={44}
              fullWidth
              leftSection={<IconFilter size={16} />}
              onClick={filtersToggle.toggle}
              aria-expanded={filtersOpen}
            >
              {active > 0 ? t`Filters (${active})` : t`Filters`}
            </Button>
            <Collapse expanded={filtersOpen}>{fields}</Collapse>
            {exportButton}
          </Stack>
        ) : (
          <Group align="flex-end" justify="space-between" gap="sm">
            {fields}
            {exportButton}
          </Group>
        )}
      </Card>
      {body}
      {list.data && total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              {first}–{last} of {total}
            </Trans>
          </Text>
          {pages > 1 && (
            <Suspense fallback={null}>
              <ActionPagination
                pages={pages}
                current={Math.min(filters.page, pages)}
                onChange={(page) => change({ page })}
                phone={!!phone}
              />
            </Suspense>
          )}
        </Group>
      )}
    </Stack>
  );
}

function NewActionButton({ storeId }: { storeId?: number | null }) {
  return (
    <Button
      component={Link}
      to={paths.actionNew.href({ storeId: storeId ?? undefined })}
      leftSection={<IconPlus size={16} />}
      h={44}
    >
      <Trans>New action</Trans>
    </Button>
  );
}

function SettingsButton() {
  return (
    <Button
      component={Link}
      to={paths.actionSettings.href()}
      variant="default"
      leftSection={<IconSettings size={16} />}
      h={44}
    >
      <Trans>Settings</Trans>
    </Button>
  );
}

/** /management/actions: the actions at every store the user may see, overdue first, with the counts per store. */
export function ChainActionsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Actions · Dripp Portal`);
  const { can } = usePermissions();
  const [params] = useSearchParams();
  if (!can(VIEW)) return <Forbidden />;
  const storeId = positiveId(params.get('store'));
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Actions`}
        actions={
          <>
            {can('corrective-actions-settings') && <SettingsButton />}
            {can('corrective-actions-edit', storeId) && <NewActionButton storeId={storeId} />}
          </>
        }
      />
      <ChainSummary />
      <ActionList />
    </Stack>
  );
}

/** /management/actions/store/:storeId: one store's actions, under the store pages' header and picker. */
export function StoreActionsPage() {
  const { storeId: param } = useParams();
  const requested = positiveId(param ?? null);
  if (requested == null) return <NotFoundPage />;
  return <StoreActions requestedStoreId={requested} />;
}

function StoreActions({ requestedStoreId }: { requestedStoreId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Actions · Dripp Portal`);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const page = useStorePage(VIEW, requestedStoreId);
  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;
  const storesFailure = loadFailure(page.storesLoad);
  return (
    <Stack gap="md">
      <StorePageHeader
        title={t`Actions`}
        permission={VIEW}
        storeId={requestedStoreId}
        onStoreChange={(storeId) => {
          page.setStoreId(storeId);
          navigate(paths.storeActions.href(storeId));
        }}
        actions={
          <>
            {can('corrective-actions-settings') && <SettingsButton />}
            {can('corrective-actions-edit', requestedStoreId) && <NewActionButton storeId={requestedStoreId} />}
          </>
        }
      />
      {storesFailure ? (
        <LoadFailed failure={storesFailure} />
      ) : (
        <>
          <StoreSummaryLine storeId={requestedStoreId} />
          <ActionList key={requestedStoreId} fixedStoreId={requestedStoreId} />
        </>
      )}
    </Stack>
  );
}
