import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Reading, TemperatureUnit } from '@dripp/contract/food-safety';
import { chainTextIn, chainWords } from '../../components/chain-text';
import { DueStateBadge } from '../../components/due-state-badge';
import { displayTime } from '../../lib/format';
import { recheckShown, type DayUnit } from './due-states';
import { shownValue } from './reading-value';
import classes from './food-safety.module.css';

/**
 * The open re-checks, at the top of the page: "Re-check Walk-in at 3:30 PM" with its state; a tap
 * opens the reading sheet as that re-check.
 */
export function RecheckList({
  rechecks,
  units,
  scale,
  timeZone,
  onOpen,
}: {
  rechecks: Reading[];
  units: DayUnit[];
  scale: TemperatureUnit;
  timeZone: string;
  onOpen: ((unit: DayUnit, reading: Reading) => void) | null;
}) {
  const { t } = useLingui();
  return (
    <ul className={classes.list}>
      {rechecks.map((reading) => {
        const unit = units.find((u) => u.id === reading.unit_id);
        const shown = recheckShown(reading);
        if (!shown) return null;
        const name = unit ? chainTextIn(chainWords(unit, 'name')).text : reading.unit_name;
        const at = displayTime(shown.due_at, timeZone);
        const was = unit ? shownValue(reading.value, unit.type, scale) : '';
        const body = (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconRepeat size={22} aria-hidden style={{ flex: '0 0 auto' }} />
                <Text fw={700} size="md" c="espresso.9" style={{ overflowWrap: 'anywhere' }}>
                  {t`Re-check ${name} at ${at}`}
                </Text>
              </Group>
              <DueStateBadge item={shown} />
            </Group>
            {was && (
              <Text size="sm" c="dimmed">
                {t`It read ${was}, out of range`}
              </Text>
            )}
          </>
        );
        const border = shown.state === 'missed' ? classes.missed : shown.state === 'due' ? classes.due : '';
        return (
          <li key={reading.id}>
            {onOpen && unit ? (
              <UnstyledButton
                className={`${classes.row} ${classes.tappable} ${border}`}
                onClick={() => onOpen(unit, reading)}
                data-recheck-of={reading.id}
              >
                {body}
              </UnstyledButton>
            ) : (
              <div className={`${classes.row} ${border}`} data-recheck-of={reading.id}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
