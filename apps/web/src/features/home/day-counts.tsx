import { useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Plural, Trans } from '@lingui/react/macro';
import type { DayItem, StoreDay } from '@dripp/contract/store-day';
import { paths } from '../../config/paths';
import { CountsCard, CountsPlaceholder } from '../../components/counts-card';
import { OVERDUE_TEXT } from '../../components/source-actions';
import { storeDayStatesQuery } from '../../lib/api/get-store-day-states';
import { displayTime, today } from '../../lib/format';
import { usePermissions } from '../../lib/permissions';

const OPEN_FIRST: Record<DayItem['state'], number> = { missed: 0, due: 1, upcoming: 2, late: 3, done: 4 };

/** The item a tap should lead to: the most urgent open one, earliest first. */
function mostUrgent(items: DayItem[]): DayItem | undefined {
  return [...items]
    .filter((i) => i.state === 'missed' || i.state === 'due' || i.state === 'upcoming')
    .sort((a, b) => OPEN_FIRST[a.state] - OPEN_FIRST[b.state] || a.due_at.localeCompare(b.due_at))[0];
}

function DayText({ day }: { day: StoreDay }) {
  const count = (state: DayItem['state']) => day.items.filter((i) => i.state === state).length;
  const [due, missed] = [count('due'), count('missed')];
  if (due || missed) {
    return (
      <>
        {due > 0 && <Plural value={due} one="# due now" other="# due now" />}
        {due > 0 && missed > 0 && ' · '}
        {missed > 0 && (
          <Text span inherit c={OVERDUE_TEXT} fw={700}>
            <Plural value={missed} one="# missed" other="# missed" />
          </Text>
        )}
      </>
    );
  }
  const next = mostUrgent(day.items);
  if (next) {
    const time = displayTime(next.due_at, day.time_zone);
    return <Trans>Next at {time}</Trans>;
  }
  return day.items.length ? <Trans>All done</Trans> : <Trans>Nothing due today</Trans>;
}

/**
 * Home's counts of the store's day (its checklists, cash count, comm sheet and food-safety
 * readings, as the person may see them): how many are due now and missed, else the next due time.
 * A tap opens the Today board, or for someone without it the most urgent item's page. Its states
 * move with the clock, so it is asked again each minute while Home is open.
 */
export function DayCounts({ storeId, timeZone }: { storeId: number; timeZone: string }) {
  const { can } = usePermissions();
  const date = today(timeZone);
  const day = useQuery({ ...storeDayStatesQuery(storeId, date), refetchInterval: 60_000, retry: 1 });
  if (day.isError) return null;
  if (!day.data) return <CountsPlaceholder />;
  const urgent = mostUrgent(day.data.items);
  const to = can('today-board-view', storeId) ? paths.today.href() : (urgent?.link ?? paths.checkLists.href());
  const alert = day.data.items.some((i) => i.state === 'missed' || (i.state === 'due' && (i.minutes_late ?? 0) > 0));
  return (
    <CountsCard to={to} icon={IconClockHour4} alert={alert} title={<Trans>Today</Trans>} data-day-counts>
      <DayText day={day.data} />
    </CountsCard>
  );
}
