import { useMemo, useState, type ReactNode } from 'react';
import {
  Anchor,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Pagination,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ACTION_LIST_MAX,
  ACTION_PRIORITY_LABELS,
  ACTION_SOURCE_LABELS,
  ACTION_SOURCES,
  ACTION_STATUS_LABELS,
  ACTION_STATUSES,
  type ActionPriority,
  type ActionRow,
  type ActionSource,
  type ActionStatus,
  type ActionSummary,
  type StoreActionSummary,
} from '@dripp/contract/corrective-actions';
import { IdFilterSelect } from '../../components/filter-bar';
import { Forbidden } from '../../components/forbidden';
import { NotFoundPage } from '../../components/not-found-page';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { ActionStatusBadge, OverdueBadge, actionAssigneeText, actionDueText } from '../../components/source-actions';
import { StorePageHeader } from '../../components/store-page-header';
import { TableOrCards } from '../../components/table-or-cards';
import { paths } from '../../config/paths';
import { useCorrectiveActions, useCorrectiveActionSummary } from '../../lib/api/corrective-actions';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useActionAssignees } from './api/get-action-assignees';

const VIEW = 'corrective-actions-view';
const PAGE_SIZE = 25;
/** Stores listed in the summary before "Show all": a chain of hundreds does not push the list off the screen. */
const SUMMARY_ROWS = 8;

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

const PRIORITY_TEXT: Record<ActionPriority, string | undefined> = {
  low: 'dimmed',
  medium: undefined,
  high: '#933a00',
  urgent: '#a61e1e',
};

const OVERDUE_TEXT = '#a61e1e';

const PAGER_CONTROLS: Record<'first' | 'previous' | 'next' | 'last', string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

function positiveId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

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

function Priority({ priority }: { priority: ActionPriority }) {
  const strong = priority === 'high' || priority === 'urgent';
  return (
    <Text span size="sm" c={PRIORITY_TEXT[priority]} fw={strong ? 700 : undefined}>
      {ACTION_PRIORITY_LABELS[priority]}
    </Text>
  );
}

function Due({ row }: { row: ActionRow }) {
  return (
    <Text
      span
      size="sm"
      c={row.overdue ? OVERDUE_TEXT : undefined}
      fw={row.overdue ? 600 : undefined}
      title={`Store time (${row.store.time_zone.replace(/_/g, ' ')})`}
    >
      {actionDueText(row)}
    </Text>
  );
}

function Source({ row }: { row: ActionRow }) {
  const label = row.source_label || ACTION_SOURCE_LABELS[row.source];
  return row.source_link ? (
    <Anchor component={Link} to={row.source_link} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Anchor>
  ) : (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Text>
  );
}

function TitleLink({ row }: { row: ActionRow }) {
  return (
    <Anchor
      component={Link}
      to={paths.action.href(row.id)}
      fw={700}
      c="espresso.9"
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.title}
    </Anchor>
  );
}

function ActionsTable({ rows, withStore }: { rows: ActionRow[]; withStore: boolean }) {
  return (
    <Table verticalSpacing="sm" striped highlightOnHover aria-label="Actions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Action</Table.Th>
          {withStore && <Table.Th>Store</Table.Th>}
          <Table.Th>Assigned to</Table.Th>
          <Table.Th>Priority</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Due</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-action-id={row.id}>
            <Table.Td miw={260}>
              <Stack gap={2} align="flex-start">
                <TitleLink row={row} />
                <Source row={row} />
              </Stack>
            </Table.Td>
            {withStore && <Table.Td miw={110}>{row.store.title}</Table.Td>}
            <Table.Td miw={120}>
              <Text span size="sm">
                {actionAssigneeText(row)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Priority priority={row.priority} />
            </Table.Td>
            <Table.Td miw={104}>
              <ActionStatusBadge status={row.status} />
            </Table.Td>
            <Table.Td miw={150}>
              <Stack gap={4} align="flex-start">
                <Due row={row} />
                {row.overdue && <OverdueBadge />}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ActionCard({ row, withStore }: { row: ActionRow; withStore: boolean }) {
  return (
    <Card
      padding="sm"
      role="listitem"
      data-action-id={row.id}
      style={row.overdue ? { borderInlineStart: '4px solid var(--mantine-color-red-7)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Box style={{ minWidth: 0 }}>
          <TitleLink row={row} />
        </Box>
        <ActionStatusBadge status={row.status} />
      </Group>
      {withStore && (
        <Text size="sm" fw={600}>
          {row.store.title}
        </Text>
      )}
      <Box>
        <Source row={row} />
      </Box>
      <Group gap="xs" mt={4} align="center">
        {row.overdue && <OverdueBadge />}
        <Text size="sm">
          Due <Due row={row} />
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        <Text span inherit c="dimmed">
          Assigned to{' '}
        </Text>
        {actionAssigneeText(row)}
        <Text span inherit c="dimmed">
          {' · '}Priority{' '}
        </Text>
        <Priority priority={row.priority} />
      </Text>
    </Card>
  );
}

function medianText(days: number | null): string {
  if (days == null) return '—';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

function Counts({ open, overdue }: { open: number; overdue: number }) {
  return (
    <Text size="sm" fw={500} aria-live="polite" data-summary-counts>
      {open} open ·{' '}
      <Text span inherit c={overdue > 0 ? OVERDUE_TEXT : undefined} fw={overdue > 0 ? 700 : undefined}>
        {overdue} overdue
      </Text>
    </Text>
  );
}

const byAttention = (a: StoreActionSummary, b: StoreActionSummary) =>
  b.overdue - a.overdue || b.open - a.open || a.title.localeCompare(b.title);

/** Each store's open and overdue actions and how fast it closed them, stores with the most overdue first. */
function StoreSummaryTable({ summary }: { summary: ActionSummary }) {
  const [all, setAll] = useState(false);
  const stores = useMemo(() => [...summary.stores].sort(byAttention), [summary.stores]);
  const shown = all ? stores : stores.slice(0, SUMMARY_ROWS);
  return (
    <>
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing={6} aria-label="Actions per store">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Store</Table.Th>
              <Table.Th ta="right">Open</Table.Th>
              <Table.Th ta="right">Overdue</Table.Th>
              <Table.Th ta="right">Median days to close</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((store) => (
              <Table.Tr key={store.store_id} data-store-id={store.store_id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.storeActions.href(store.store_id)} size="sm">
                    {store.title}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{store.open}</Table.Td>
                <Table.Td
                  ta="right"
                  c={store.overdue > 0 ? OVERDUE_TEXT : undefined}
                  fw={store.overdue > 0 ? 700 : 400}
                >
                  {store.overdue}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {medianText(store.median_days_to_close)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {stores.length > SUMMARY_ROWS && (
        <Button variant="subtle" h={44} onClick={() => setAll(!all)} style={{ alignSelf: 'center' }}>
          {all ? 'Show fewer stores' : `Show all ${stores.length} stores`}
        </Button>
      )}
    </>
  );
}

/** Above the chain list: the totals, and each store's counts with its median days to close over 90 days. */
function ChainSummary() {
  const summary = useCorrectiveActionSummary();
  const failure = loadFailure(summary);
  return (
    <Card padding="md" component="section" aria-labelledby="actions-summary">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" c="espresso.9" id="actions-summary">
            By store
          </Title>
          {summary.data && <Counts open={summary.data.open} overdue={summary.data.overdue} />}
        </Group>
        {failure ? (
          <LoadFailed failure={failure} message="The counts per store could not be loaded." />
        ) : !summary.data ? (
          <LoadingCard label="Loading the counts per store" rows={3} />
        ) : summary.data.stores.length === 0 ? (
          <Text size="sm" c="dimmed">
            No stores to show
          </Text>
        ) : summary.data.stores.length === 1 ? (
          <Text size="sm">
            {summary.data.stores[0]!.title}: median days to close{' '}
            {medianText(summary.data.stores[0]!.median_days_to_close)}
          </Text>
        ) : (
          <StoreSummaryTable summary={summary.data} />
        )}
        <Text size="xs" c="dimmed">
          Median days to close: from raised to done, over the actions done in the last 90 days.
        </Text>
      </Stack>
    </Card>
  );
}

/** One store's counts in a line, under its header. */
function StoreSummaryLine({ storeId }: { storeId: number }) {
  const summary = useCorrectiveActionSummary(storeId);
  const store = summary.data?.stores.find((s) => s.store_id === storeId);
  if (!summary.data) return null;
  return (
    <Card padding="sm">
      <Group justify="space-between" gap="xs">
        <Counts open={summary.data.open} overdue={summary.data.overdue} />
        <Text size="sm" c="dimmed">
          Median days to close (90 days): {medianText(store?.median_days_to_close ?? null)}
        </Text>
      </Group>
    </Card>
  );
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
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {stores && (
        <IdFilterSelect
          label="Store"
          placeholder="All stores"
          nothingFound="No stores"
          options={stores}
          value={filters.storeId}
          onChange={(storeId) => change({ storeId })}
        />
      )}
      <Select
        label="Status"
        placeholder="Any status"
        data={[
          { value: TO_DO, label: 'Still to do' },
          ...ACTION_STATUSES.map((value) => ({ value, label: ACTION_STATUS_LABELS[value] })),
        ]}
        value={filters.status}
        onChange={(value) => change({ status: oneOf<StatusFilter>(value, [TO_DO, ...ACTION_STATUSES]) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear' }}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label="Source"
        placeholder="Any source"
        data={ACTION_SOURCES.map((value) => ({ value, label: ACTION_SOURCE_LABELS[value] }))}
        value={filters.source}
        onChange={(value) => change({ source: oneOf(value, ACTION_SOURCES) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear' }}
        w={{ base: '100%', xs: 180 }}
      />
      <IdFilterSelect
        label="Assigned to"
        placeholder="Anyone"
        nothingFound="No people"
        options={people.map((p) => ({ id: p.id, label: p.name }))}
        value={filters.assigneeId}
        onChange={(assigneeId) => change({ assigneeId })}
      />
      <Switch
        label="Overdue only"
        checked={filters.overdue}
        onChange={(event) => change({ overdue: event.currentTarget.checked })}
        size="md"
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
      <Button variant="default" onClick={reset} h={{ base: 44, sm: 36 }}>
        Reset
      </Button>
    </Group>
  );
}

/** The list of actions (one store's when `fixedStoreId`), with its filters and pages. */
function ActionList({ fixedStoreId }: { fixedStoreId?: number }) {
  const { can } = usePermissions();
  const phone = useMediaQuery('(max-width: 48em)');
  const [filtersOpen, filtersToggle] = useDisclosure(false);
  const [filters, change, reset] = useFilters();
  const chainWide = fixedStoreId == null;
  const stores = usePermittedStores(VIEW, chainWide);
  const storeId = fixedStoreId ?? filters.storeId;
  const list = useCorrectiveActions({
    store_id: storeId ?? undefined,
    status: filters.status && filters.status !== TO_DO ? filters.status : undefined,
    open: filters.status === TO_DO ? 1 : undefined,
    source: filters.source ?? undefined,
    assignee_id: filters.assigneeId ?? undefined,
    overdue: filters.overdue ? 1 : undefined,
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
  if (failure) body = <LoadFailed failure={failure} message="The actions could not be loaded." />;
  else if (!list.data) body = <LoadingCard label="Loading actions" rows={5} />;
  else if (rows.length === 0)
    body =
      active > 0 || filters.page > 1 ? (
        <Card padding="xl">
          <Stack align="center" gap="xs">
            <Text c="dimmed" ta="center">
              No actions
            </Text>
            <Button variant="light" h={44} onClick={reset}>
              Clear the filters
            </Button>
          </Stack>
        </Card>
      ) : (
        <EmptyCard>No actions</EmptyCard>
      );
  else
    body = (
      <Box
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={list.isFetching}
      >
        <TableOrCards
          label="Actions"
          table={<ActionsTable rows={rows} withStore={withStore} />}
          cards={rows.map((row) => (
            <ActionCard key={row.id} row={row} withStore={withStore} />
          ))}
        />
      </Box>
    );

  return (
    <Stack gap="md">
      <Card padding="md" component="section" aria-label="Filters">
        {phone ? (
          <>
            <Button
              variant="default"
              h={44}
              fullWidth
              leftSection={<IconFilter size={16} />}
              onClick={filtersToggle.toggle}
              aria-expanded={filtersOpen}
            >
              {active > 0 ? `Filters (${active})` : 'Filters'}
            </Button>
            <Collapse expanded={filtersOpen}>
              <Box pt="sm">{fields}</Box>
            </Collapse>
          </>
        ) : (
          fields
        )}
      </Card>
      {body}
      {list.data && total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {first}–{Math.min(first + rows.length - 1, total)} of {total}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => change({ page })}
              siblings={phone ? 0 : 1}
              gap={4}
              aria-label="Pages"
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({ 'aria-label': PAGER_CONTROLS[control] })}
            />
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
      New action
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
      Settings
    </Button>
  );
}

/** /management/actions: the actions at every store the user may see, overdue first, with the counts per store. */
export function ChainActionsPage() {
  useDocumentTitle('Actions · Dripp Portal');
  const { can } = usePermissions();
  const [params] = useSearchParams();
  if (!can(VIEW)) return <Forbidden />;
  const storeId = positiveId(params.get('store'));
  return (
    <Stack gap="md">
      <PageHeader
        title="Actions"
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
  useDocumentTitle('Actions · Dripp Portal');
  const { can } = usePermissions();
  const navigate = useNavigate();
  const page = useStorePage(VIEW, requestedStoreId);
  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;
  const storesFailure = loadFailure(page.storesLoad);
  return (
    <Stack gap="md">
      <StorePageHeader
        title="Actions"
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
