import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconPencil, IconTool } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { READING_FIX_LABELS, type Reading, type TemperatureUnit } from '@dripp/contract/food-safety';
import { chainTextIn, chainWords } from '../../components/chain-text';
import { paths } from '../../config/paths';
import { displayTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useOpenServiceTicket } from './api/save-reading';
import { correctionsOf, type DayUnit } from './due-states';
import { shownValue } from './reading-value';
import classes from './food-safety.module.css';

interface ListProps {
  readings: Reading[];
  units: DayUnit[];
  scale: TemperatureUnit;
  timeZone: string;
  /** Opens the sheet to correct a reading; null where the person may not record. */
  onCorrect: ((unit: DayUnit, reading: Reading) => void) | null;
}

/**
 * "Open a service ticket" for an out-of-range reading of a unit that has a provider: one tap
 * opens the store's Service Ticket to that provider with the reading written in; whoever may send
 * tickets reviews it there and submits it.
 */
export function ServiceTicketButton({ reading }: { reading: Reading }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const open = useOpenServiceTicket();
  if (open.isSuccess) {
    return can('service-providers-view', reading.store_id) ? (
      <Button
        component={Link}
        to={paths.serviceTicket.href(reading.store_id, reading.date)}
        variant="light"
        size="md"
        h={44}
        leftSection={<IconTool size={18} />}
      >
        <Trans>Review the Service Ticket</Trans>
      </Button>
    ) : (
      <Text size="sm" fw={500} data-ticket-opened>
        <Trans>Service Ticket opened: a manager reviews it and sends it</Trans>
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      color="red"
      size="md"
      h={44}
      leftSection={<IconTool size={18} />}
      loading={open.isPending}
      onClick={() =>
        open.mutate(reading.id, { onSuccess: () => notifySuccess(t`Service Ticket opened for the unit's provider`) })
      }
    >
      <Trans>Open a service ticket</Trans>
    </Button>
  );
}

function ReadingItem({
  reading,
  unit,
  correction,
  scale,
  timeZone,
  onCorrect,
}: Omit<ListProps, 'readings' | 'units'> & { reading: Reading; unit: DayUnit | undefined; correction?: Reading }) {
  const { t, i18n } = useLingui();
  const type = unit?.type ?? 'walk-in';
  const name = unit ? chainTextIn(chainWords(unit, 'name')).text : reading.unit_name;
  const value = shownValue(reading.value, type, scale);
  const at = displayTime(reading.taken_at, timeZone);
  const who = reading.taken_by ?? '';
  const fix = reading.fix ? i18n._(READING_FIX_LABELS[reading.fix]) : null;
  const corrected = correction ? shownValue(correction.value, type, scale) : '';
  const correctedAt = correction ? displayTime(correction.taken_at, timeZone) : '';
  return (
    <li className={classes.row} data-reading-id={reading.id} data-in-range={reading.in_range}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} c="espresso.9" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {at} · {name}
        </Text>
        <Text span fw={700} className={reading.in_range ? undefined : classes.outOfRange} style={{ flex: '0 0 auto' }}>
          {value}
        </Text>
      </Group>
      <Group gap={6}>
        <Badge
          variant="light"
          color={reading.in_range ? 'green' : 'red'}
          c={reading.in_range ? '#1b6b2f' : '#a61e1e'}
          tt="none"
        >
          {reading.in_range ? t`In range` : t`Out of range`}
        </Badge>
        {reading.late && (
          <Badge variant="light" color="yellow" c="#6e4a00" tt="none">
            {t`Late`}
          </Badge>
        )}
        {reading.kind === 'recheck' && <Badge variant="outline" color="gray" tt="none">{t`Re-check`}</Badge>}
        {reading.kind === 'correction' && <Badge variant="outline" color="gray" tt="none">{t`Correction`}</Badge>}
        {who && (
          <Text size="sm" c="dimmed">
            <Trans>by {who}</Trans>
          </Text>
        )}
      </Group>
      {fix && (
        <Text size="sm" data-fix={reading.fix}>
          <Trans>Done: {fix}</Trans>
          {reading.fix_note ? ` — ${reading.fix_note}` : ''}
        </Text>
      )}
      {correction && (
        <Text size="sm" fw={500} data-corrected-by={correction.id}>
          {t`Corrected by ${corrected} at ${correctedAt}`}
        </Text>
      )}
      {unit && onCorrect && (
        <Group gap="xs">
          {!correction && (
            <Button
              variant="default"
              size="md"
              h={44}
              leftSection={<IconPencil size={18} />}
              onClick={() => onCorrect(unit, reading)}
            >
              <Trans>Correct</Trans>
            </Button>
          )}
          {!reading.in_range && unit.provider_id != null && <ServiceTicketButton reading={reading} />}
        </Group>
      )}
    </li>
  );
}

/** The day's readings, newest first: value, in or out of range, late, who, when, the fix, corrections. */
export function ReadingList({ readings, units, ...rest }: ListProps) {
  const correctedBy = correctionsOf(readings);
  const newestFirst = [...readings].sort((a, b) => b.taken_at.localeCompare(a.taken_at));
  return (
    <ul className={classes.list}>
      {newestFirst.map((reading) => (
        <ReadingItem
          key={reading.id}
          reading={reading}
          unit={units.find((u) => u.id === reading.unit_id)}
          correction={correctedBy.get(reading.id)}
          {...rest}
        />
      ))}
    </ul>
  );
}
