import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { WEEKDAY_LABELS } from '@dripp/contract/store-day';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * The delivery days as seven thumb-sized toggles, Monday first (DESIGN §6: 44 px at phone width).
 * Without `onChange` they only show which days are set.
 */
export function WeekdayToggles({
  value,
  onChange,
  label,
  error,
}: {
  value: number[];
  onChange?: (days: number[]) => void;
  label: string;
  error?: string;
}) {
  const { t, i18n } = useLingui();
  const set = new Set(value);
  const weekday = (day: number) => i18n._(WEEKDAY_LABELS[day - 1]!);
  const short = (day: number) => weekday(day).slice(0, 3);
  const pillLabel = (day: number) => {
    const name = weekday(day);
    return set.has(day) ? t`${name}: delivery` : name;
  };
  if (!onChange) {
    return (
      <Group gap={4} aria-label={label} role="list">
        {WEEKDAYS.map((day) => (
          <Text
            key={day}
            role="listitem"
            aria-label={pillLabel(day)}
            className="dripp-weekday-pill"
            data-on={set.has(day)}
          >
            {short(day)}
          </Text>
        ))}
      </Group>
    );
  }
  const toggle = (day: number) =>
    onChange(set.has(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SimpleGrid cols={7} spacing={4}>
        {WEEKDAYS.map((day) => (
          <Button
            key={day}
            px={0}
            h={44}
            variant={set.has(day) ? 'filled' : 'default'}
            aria-pressed={set.has(day)}
            aria-label={weekday(day)}
            onClick={() => toggle(day)}
          >
            {short(day)}
          </Button>
        ))}
      </SimpleGrid>
      {error && (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
