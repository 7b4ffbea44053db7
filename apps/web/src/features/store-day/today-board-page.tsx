import { memo, useMemo, useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClockEdit, IconRefresh, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dueItemLink, type DayItem, type StoreDay } from '@dripp/contract/store-day';
import { ActionCounts } from '../../components/action-counts';
import { DueStateBadge } from '../../components/due-state-badge';
import { Forbidden } from '../../components/forbidden';
import { EmptyCard, LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { displayTime } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useTodayBoard } from './api/get-today-board';
import classes from './today-board.module.css';

type Filter = 'attention' | 'all';

/** Cards drawn at a time: a chain of 500 stores is not drawn all at once on a phone. */
const PAGE = 48;

const needsAttention = (day: StoreDay) => day.items.some((i) => i.state === 'missed' || i.state === 'due');

/** "Due 9:30 PM · done 9:41 PM · Sam", on the store's clock (named where the browser's differs). */
function itemDetail(item: DayItem, timeZone: string): string {
  const due = `Due ${displayTime(item.due_at, timeZone)}`;
  if (!item.done_at) return due;
  const by = item.done_by ? ` · ${item.done_by}` : '';
  return `${due} · done ${displayTime(item.done_at, timeZone)}${by}`;
}

/** The one zone of all the stores shown, when they share one: the board's "Updated" is on their clock. */
function sharedZone(stores: StoreDay[]): string | undefined {
  const zone = stores[0]?.time_zone;
  return zone && stores.every((day) => day.time_zone === zone) ? zone : undefined;
}

function ItemRow({ day, item }: { day: StoreDay; item: DayItem }) {
  return (
    <li>
      <Link to={dueItemLink(item.item, day.store_id, day.date)} className={classes.item} data-item={item.item}>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} lh={1.3}>
            {item.label}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {itemDetail(item, day.time_zone)}
          </Text>
        </Box>
        <DueStateBadge item={item} />
      </Link>
    </li>
  );
}

/** One store's day: its items, most urgent first, each opening the page where it is done. */
const StoreCard = memo(function StoreCard({ day, now }: { day: StoreDay; now: Date }) {
  const missed = day.items.some((i) => i.state === 'missed');
  const storeClock = displayTime(now, day.time_zone);
  const due = day.items.some((i) => i.state === 'due');
  const headingId = `today-store-${day.store_id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      padding="sm"
      className={missed ? classes.urgent : due ? classes.dueNow : undefined}
      data-store-id={day.store_id}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Title order={2} size="h4" id={headingId} c="espresso.9" style={{ overflowWrap: 'anywhere' }}>
          {day.title}
        </Title>
        {storeClock !== displayTime(now) && (
          <Text size="xs" c="dimmed" style={{ flex: '0 0 auto' }} data-store-clock>
            {storeClock}
          </Text>
        )}
      </Group>
      {day.items.length === 0 ? (
        <Text size="sm" c="dimmed" py={6}>
          Nothing due today.
        </Text>
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${day.title}: due today`}>
          {day.items.map((item) => (
            <ItemRow key={item.item} day={day} item={item} />
          ))}
        </Box>
      )}
    </Card>
  );
});

function BoardSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} role="status" aria-label="Loading stores">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} padding="sm" aria-hidden>
          <Skeleton height={20} width="55%" mb="sm" />
          {[0, 1, 2].map((r) => (
            <Group key={r} justify="space-between" py={8} wrap="nowrap">
              <Skeleton height={14} width="45%" />
              <Skeleton height={24} width={90} />
            </Group>
          ))}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function counts(stores: StoreDay[]) {
  let missed = 0;
  let due = 0;
  for (const day of stores)
    for (const item of day.items) {
      if (item.state === 'missed') missed += 1;
      else if (item.state === 'due') due += 1;
    }
  return { missed, due };
}

/**
 * /management/today: every store's due work of its own today, stores with missed or overdue work
 * first; refreshed each minute while the page is in view.
 */
export function TodayBoardPage() {
  useDocumentTitle('Today · Dripp Portal');
  const { can } = usePermissions();
  const allowed = can('today-board-view');
  const board = useTodayBoard();
  const [picked, setPicked] = useState<Filter | null>(null);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);

  const stores = useMemo(() => board.data?.stores ?? [], [board.data]);
  const attention = useMemo(() => stores.filter(needsAttention), [stores]);
  const totals = useMemo(() => counts(stores), [stores]);
  // A manager of a few stores sees them all; an area's or the chain's board opens on what needs attention.
  const filter: Filter = picked ?? (stores.length > 12 ? 'attention' : 'all');
  const visible = useMemo(() => {
    const base = filter === 'attention' ? attention : stores;
    const words = search.trim().toLowerCase();
    return words ? base.filter((day) => day.title.toLowerCase().includes(words)) : base;
  }, [filter, attention, stores, search]);

  if (!allowed) return <Forbidden />;

  const failure = loadFailure(board);
  const generated = board.data ? new Date(board.data.generated_at) : new Date();
  const onTrack = stores.length - attention.length;

  return (
    <Stack gap="md">
      <PageHeader
        title="Today"
        actions={
          <>
            <ActionCounts compact />
            <Button
              component={Link}
              to={paths.todayDueTimes.href()}
              variant="default"
              leftSection={<IconClockEdit size={18} />}
              h={44}
            >
              Due times
            </Button>
          </>
        }
      />
      {failure ? (
        <LoadFailed failure={failure} message="The Today board could not be loaded." />
      ) : board.isPending ? (
        <BoardSkeleton />
      ) : stores.length === 0 ? (
        <EmptyCard>No stores to show</EmptyCard>
      ) : (
        <>
          <Card padding="sm">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} aria-live="polite">
                  {totals.missed > 0 && (
                    <Text span c="#a61e1e" fw={700}>
                      {totals.missed} missed ·{' '}
                    </Text>
                  )}
                  {totals.due > 0 && (
                    <Text span c="#933a00" fw={700}>
                      {totals.due} due now ·{' '}
                    </Text>
                  )}
                  {onTrack} of {stores.length} on track
                </Text>
                <Group gap={4} wrap="nowrap" style={{ flex: '0 0 auto' }}>
                  <Text size="xs" c="dimmed" data-updated>
                    Updated {displayTime(generated, sharedZone(stores))}
                  </Text>
                  <Tooltip label="Refresh">
                    <ActionIcon
                      variant="subtle"
                      size={44}
                      onClick={() => void board.refetch()}
                      loading={board.isFetching}
                      aria-label="Refresh"
                    >
                      <IconRefresh size={20} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Group gap="xs" align="center">
                <SegmentedControl
                  value={filter}
                  onChange={(value) => {
                    setPicked(value as Filter);
                    setLimit(PAGE);
                  }}
                  data={[
                    { value: 'attention', label: `Needs attention (${attention.length})` },
                    { value: 'all', label: `All (${stores.length})` },
                  ]}
                  aria-label="Stores to show"
                  size="md"
                  style={{ flex: '1 1 260px' }}
                />
                {stores.length > 8 && (
                  <TextInput
                    aria-label="Find a store"
                    placeholder="Find a store"
                    leftSection={<IconSearch size={16} />}
                    value={search}
                    onChange={(event) => {
                      setSearch(event.currentTarget.value);
                      setLimit(PAGE);
                    }}
                    size="md"
                    style={{ flex: '1 1 200px' }}
                  />
                )}
              </Group>
            </Stack>
          </Card>
          {visible.length === 0 ? (
            <EmptyCard>{search.trim() ? 'No stores match.' : 'Nothing is missed or overdue at any store.'}</EmptyCard>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm" verticalSpacing="sm">
              {visible.slice(0, limit).map((day) => (
                <StoreCard key={day.store_id} day={day} now={generated} />
              ))}
            </SimpleGrid>
          )}
          {visible.length > limit && (
            <Button variant="default" h={44} onClick={() => setLimit(limit + PAGE)} style={{ alignSelf: 'center' }}>
              Show {Math.min(PAGE, visible.length - limit)} more of {visible.length - limit}
            </Button>
          )}
          {filter === 'attention' && !search.trim() && onTrack > 0 && (
            <Card padding="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {onTrack} {onTrack === 1 ? 'store has' : 'stores have'} nothing missed or due now.
                </Text>
                <Button variant="light" h={44} onClick={() => setPicked('all')}>
                  Show all stores
                </Button>
              </Group>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
