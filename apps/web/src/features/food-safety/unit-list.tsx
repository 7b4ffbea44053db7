import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { UNIT_TYPE_LABELS, type TemperatureUnit } from '@dripp/contract/food-safety-labels';
import { ChainText } from '../../components/chain-text';
import { DueStateBadge } from '../../components/due-state-badge';
import { storeDateTime } from '@dripp/domain/dates';
import { displayDateTime, displayTime } from '../../lib/format';
import { slotShown, type DayUnit } from './due-states';
import { shownLimits, shownValue } from './reading-value';
import classes from './food-safety.module.css';

/** The border that marks a unit needing a reading now (due) or one that was missed. */
function urgency(unit: DayUnit): string | undefined {
  if (unit.slots.some((slot) => slot.state === 'missed')) return classes.missed;
  if (unit.slots.some((slot) => slot.state === 'due')) return classes.due;
  return undefined;
}

function LastReading({
  unit,
  scale,
  timeZone,
  date,
}: {
  unit: DayUnit;
  scale: TemperatureUnit;
  timeZone: string;
  date: string;
}) {
  const { t } = useLingui();
  const last = unit.last_reading;
  if (!last) {
    return (
      <Text size="sm" c="dimmed">
        {t`No reading yet`}
      </Text>
    );
  }
  const value = shownValue(last.value, unit.type, scale);
  // The time alone for a reading of the day shown; its date too for an older one.
  const sameDay = storeDateTime(new Date(last.taken_at), timeZone).date === date;
  const at = sameDay ? displayTime(last.taken_at, timeZone) : displayDateTime(last.taken_at, timeZone);
  return (
    <Text size="sm" data-last-reading>
      {t`Last:`}{' '}
      <Text span inherit className={last.in_range ? undefined : classes.outOfRange}>
        {last.in_range ? value : t`${value}, out of range`}
      </Text>{' '}
      · {at}
    </Text>
  );
}

/** One unit: a whole row to tap for its reading, with its limits, due times and last reading. */
function UnitRow({
  unit,
  scale,
  timeZone,
  date,
  now,
  onOpen,
}: {
  unit: DayUnit;
  scale: TemperatureUnit;
  timeZone: string;
  date: string;
  now: Date;
  onOpen: ((unit: DayUnit) => void) | null;
}) {
  const { i18n } = useLingui();
  const type = i18n._(UNIT_TYPE_LABELS[unit.type]);
  const limits = shownLimits(unit, unit.type, scale);
  const body = (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="lg" c="espresso.9" lh={1.25} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <ChainText record={unit} field="name" />
        </Text>
        {onOpen && <IconChevronRight size={22} aria-hidden style={{ flex: '0 0 auto' }} />}
      </Group>
      <Text size="sm" c="dimmed">
        {type} · {limits}
      </Text>
      <LastReading unit={unit} scale={scale} timeZone={timeZone} date={date} />
      {unit.slots.length > 0 && (
        <Group gap={6}>
          {unit.slots.map((slot) => (
            <DueStateBadge key={slot.due_time} item={slotShown(slot, now)} withDueTime timeZone={timeZone} />
          ))}
        </Group>
      )}
    </>
  );
  const className = [classes.row, urgency(unit)].filter(Boolean).join(' ');
  if (!onOpen) {
    return (
      <div className={className} data-unit-id={unit.id}>
        {body}
      </div>
    );
  }
  return (
    <UnstyledButton className={`${className} ${classes.tappable}`} onClick={() => onOpen(unit)} data-unit-id={unit.id}>
      {body}
    </UnstyledButton>
  );
}

/** The store's units, each a row to tap for its reading (none to tap on another day, or without the right). */
export function UnitList({
  units,
  scale,
  timeZone,
  date,
  now,
  onOpen,
}: {
  units: DayUnit[];
  scale: TemperatureUnit;
  timeZone: string;
  /** The store day shown. */
  date: string;
  now: Date;
  onOpen: ((unit: DayUnit) => void) | null;
}) {
  return (
    <ul className={`${classes.list} ${classes.units}`}>
      {units.map((unit) => (
        <li key={unit.id}>
          <UnitRow unit={unit} scale={scale} timeZone={timeZone} date={date} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
