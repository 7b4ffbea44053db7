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
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DayItem, StoreDay } from '@dripp/contract/store-day';
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

/** The one zone of all the stores shown, when they share one: the board's "Updated" is on their clock. */
function sharedZone(stores: StoreDay[]): string | undefined {
  const zone = stores[0]?.time_zone;
  return zone && stores.every((day) => day.time_zone === zone) ? zone : undefined;
}

/** An item's name: a due item's fixed words, or a food-safety item built around its unit's or batch's name. */
function useItemLabel(item: DayItem): string {
  const { t, i18n } = useLingui();
  const subject = item.subject ?? '';
  switch (item.item) {
    case 'food-reading':
      return t`${subject} reading`;
    case 'food-recheck':
      return t`${subject} re-check`;
    case 'cooling-check':
      return item.key.endsWith(':6h') ? t`6-hour cooling check: ${subject}` : t`2-hour cooling check: ${subject}`;
    default:
      return i18n._(item.label);
  }
}

function ItemRow({ day, item }: { day: StoreDay; item: DayItem }) {
  const { t } = useLingui();
  const label = useItemLabel(item);
  // "Due 9:30 PM · done 9:41 PM · Sam", on the store's clock (named where the browser's differs).
  const dueAt = displayTime(item.due_at, day.time_zone);
  const doneAt = item.done_at ? displayTime(item.done_at, day.time_zone) : null;
  const doneBy = item.done_by;
  const detail = !doneAt
    ? t`Due ${dueAt}`
    : doneBy
      ? t`Due ${dueAt} · done ${doneAt} · ${doneBy}`
      : t`Due ${dueAt} · done ${doneAt}`;
  return (
    <li>
      <Link to={item.link} className={classes.item} data-item={item.item} data-key={item.key}>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        </Box>
        <DueStateBadge item={item} />
      </Link>
    </li>
  );
}

/** One store's day: its items, most urgent first, each opening the page where it is done. */
const StoreCard = memo(function StoreCard({ day, now }: { day: StoreDay; now: Date }) {
  const { t } = useLingui();
  const title = day.title;
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
          <Trans>Nothing due today.</Trans>
        </Text>
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`${title}: due today`}>
          {day.items.map((item) => (
            <ItemRow key={item.key} day={day} item={item} />
          ))}
        </Box>
      )}
    </Card>
  );
});

function BoardSkeleton() {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} role="status" aria-label={t`Loading stores`}>
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

/** How many items are missed or due now, how many stores are on track, and when the board was read. */
function BoardTotals(props: {
  stores: StoreDay[];
  onTrack: number;
  generated: Date;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { stores, onTrack, generated, refreshing, onRefresh } = props;
  const { t } = useLingui();
  const { missed, due } = useMemo(() => counts(stores), [stores]);
  const storeCount = stores.length;
  const updatedAt = displayTime(generated, sharedZone(stores));
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={500} aria-live="polite">
        {missed > 0 && (
          <Text span c="#a61e1e" fw={700}>
            <Plural value={missed} one="# missed ·" other="# missed ·" />{' '}
          </Text>
        )}
        {due > 0 && (
          <Text span c="#933a00" fw={700}>
            <Plural value={due} one="# due now ·" other="# due now ·" />{' '}
          </Text>
        )}
        <Trans>
          {onTrack} of {storeCount} on track
        </Trans>
      </Text>
      <Group gap={4} wrap="nowrap" style={{ flex: '0 0 auto' }}>
        <Text size="xs" c="dimmed" data-updated>
          <Trans>Updated {updatedAt}</Trans>
        </Text>
        <Tooltip label={t`Refresh`}>
          <ActionIcon variant="subtle" size={44} onClick={onRefresh} loading={refreshing} aria-label={t`Refresh`}>
            <IconRefresh size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/**
 * /management/today: every store's due work of its own today, stores with missed or overdue work
 * first; refreshed each minute while the page is in view.
 */
export function TodayBoardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Today · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('today-board-view');
  const board = useTodayBoard();
  const [picked, setPicked] = useState<Filter | null>(null);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);

  const stores = useMemo(() => board.data?.stores ?? [], [board.data]);
  const attention = useMemo(() => stores.filter(needsAttention), [stores]);
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
  const storeCount = stores.length;
  const attentionCount = attention.length;
  const more = Math.min(PAGE, visible.length - limit);
  const rest = visible.length - limit;

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Today`}
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
              <Trans>Due times</Trans>
            </Button>
          </>
        }
      />
      {failure ? (
        <LoadFailed failure={failure} message={t`The Today board could not be loaded.`} />
      ) : board.isPending ? (
        <BoardSkeleton />
      ) : stores.length === 0 ? (
        <EmptyCard>
          <Trans>No stores to show</Trans>
        </EmptyCard>
      ) : (
        <>
          <Card padding="sm">
            <Stack gap="xs">
              <BoardTotals
                stores={stores}
                onTrack={onTrack}
                generated={generated}
                refreshing={board.isFetching}
                onRefresh={() => void board.refetch()}
              />
              <Group gap="xs" align="center">
                <SegmentedControl
                  value={filter}
                  onChange={(value) => {
                    setPicked(value as Filter);
                    setLimit(PAGE);
                  }}
                  data={[
                    { value: 'attention', label: t`Needs attention (${attentionCount})` },
                    { value: 'all', label: t`All (${storeCount})` },
                  ]}
                  aria-label={t`Stores to show`}
                  size="md"
                  style={{ flex: '1 1 260px' }}
                />
                {stores.length > 8 && (
                  <TextInput
                    aria-label={t`Find a store`}
                    placeholder={t`Find a store`}
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
            <EmptyCard>{search.trim() ? t`No stores match.` : t`Nothing is missed or overdue at any store.`}</EmptyCard>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm" verticalSpacing="sm">
              {visible.slice(0, limit).map((day) => (
                <StoreCard key={day.store_id} day={day} now={generated} />
              ))}
            </SimpleGrid>
          )}
          {visible.length > limit && (
            <Button variant="default" h={44} onClick={() => setLimit(limit + PAGE)} style={{ alignSelf: 'center' }}>
              <Trans>
                Show {more} more of {rest}
              </Trans>
            </Button>
          )}
          {filter === 'attention' && !search.trim() && onTrack > 0 && (
            <Card padding="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t`${plural(onTrack, { one: '# store has nothing missed or due now.', other: '# stores have nothing missed or due now.' })}`}
                </Text>
                <Button variant="light" h={44} onClick={() => setPicked('all')}>
                  <Trans>Show all stores</Trans>
                </Button>
              </Group>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
