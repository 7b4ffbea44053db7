import { Badge, Group, Text, type MantineColor } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DayItem, DueItem, DueState } from '@dripp/contract/store-day';
import { useStoreDayStates } from '../lib/api/get-store-day-states';
import { displayTime } from '../lib/format';

const COLORS: Record<DueState, MantineColor> = {
  missed: 'red',
  due: 'orange',
  late: 'yellow',
  done: 'green',
  upcoming: 'gray',
};

// The light variant's own text colours are too pale on their tints (yellow, orange and green
// fail 4.5:1); these darker ones read at 6:1 or better on them.
const TEXT: Record<DueState, string> = {
  missed: '#a61e1e',
  due: '#933a00',
  late: '#6e4a00',
  done: '#1b6b2f',
  upcoming: '#495057',
};

/** What a badge shows of an item: a store day's item, or another due thing (a unit's reading). */
export type ShownState = Pick<DayItem, 'state' | 'due_at' | 'done_at' | 'minutes_late'>;

/** 75 → "1 h 15 min". */
export function minutesText(minutes: number): string {
  if (minutes < 60) return t`${minutes} min`;
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  return rest ? t`${hours} h ${rest} min` : t`${hours} h`;
}

/**
 * An item's state in words: "Missed", "Due · 12 min late", "Done late · 12 min", "Done", "Upcoming".
 * With `withDueTime` (a store page, which shows one day's item) the due time leads while the item
 * is open ("Due 9:30 PM · Upcoming"), and Done carries the time it was done; both on the store's
 * clock, named where the browser's differs ("Due 9:30 PM PST").
 */
export function dueStateText(item: ShownState, options: { withDueTime?: boolean; timeZone?: string } = {}): string {
  const dueAt = displayTime(item.due_at, options.timeZone);
  const lead = options.withDueTime ? t`Due ${dueAt} · ` : '';
  switch (item.state) {
    case 'missed':
      return lead + t`Missed`;
    case 'due': {
      const late = minutesText(item.minutes_late ?? 0);
      return lead + (item.minutes_late ? t`${late} late` : t`Due now`);
    }
    case 'late': {
      const late = minutesText(item.minutes_late ?? 0);
      return t`Done late · ${late}`;
    }
    case 'done': {
      const doneAt = displayTime(item.done_at, options.timeZone);
      return options.withDueTime && item.done_at ? t`Done ${doneAt}` : t`Done`;
    }
    case 'upcoming':
      return lead + t`Upcoming`;
  }
}

/** The coloured badge of an item's state: missed red, due orange, done late yellow, done green, upcoming grey. */
export function DueStateBadge({
  item,
  withDueTime,
  timeZone,
}: {
  item: ShownState;
  withDueTime?: boolean;
  timeZone?: string;
}) {
  useLingui();
  const color = COLORS[item.state];
  return (
    <Badge
      variant="light"
      color={color}
      c={TEXT[item.state]}
      tt="none"
      fw={600}
      size="lg"
      radius="sm"
      data-due-state={item.state}
      style={{ flex: '0 0 auto' }}
    >
      {dueStateText(item, { withDueTime, timeZone })}
    </Badge>
  );
}

/**
 * The state of one item of a store's day, for the page where it is done (checklist card, cash
 * count, comm sheet), after its `label` when given. Nothing while it loads, when it failed, or
 * when the item is not due that day.
 */
export function StoreDayItemState({
  storeId,
  date,
  item,
  label,
}: {
  storeId: number | null;
  date: string;
  item: DueItem;
  label?: string;
}) {
  const day = useStoreDayStates(storeId, date);
  const found = day.data?.items.find((entry) => entry.item === item);
  if (!found || !day.data) return null;
  const badge = <DueStateBadge item={found} withDueTime timeZone={day.data.time_zone} />;
  if (!label) return badge;
  return (
    <Group gap="xs" mih={36} data-store-day-state={item}>
      <Text size="sm" fw={500} c="espresso.9" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      {badge}
    </Group>
  );
}
