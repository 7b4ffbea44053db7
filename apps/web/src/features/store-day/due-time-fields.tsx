import { Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DUE_ITEM_LABELS, DUE_ITEMS, WEEKDAY_LABELS, type DueItem, type DueTime } from '@dripp/contract/store-day';
import { time12 } from '@dripp/domain/incident-format';
import { TimeField } from '../../components/time-field';
import { i18n } from '../../i18n/i18n';

/** One item of a due-times form: follows the chain (a store's form only), tracked or not, its time and weekday. */
export interface DueRow {
  follow: boolean;
  tracked: boolean;
  time: string;
  weekday: number | null;
}
export type DueRows = Record<DueItem, DueRow>;
/** Field errors per item, from the form's own check or a 422. */
export type RowErrors = Partial<Record<DueItem, { time?: string; weekday?: string }>>;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export function rowsOf(list: (DueTime & { overridden?: boolean })[]): DueRows {
  const rows = {} as DueRows;
  for (const item of DUE_ITEMS) {
    const found = list.find((d) => d.item === item);
    rows[item] = {
      follow: found?.overridden === false,
      tracked: Boolean(found?.time),
      time: found?.time ?? '',
      weekday: found?.weekday ?? (item === 'weekly' ? 7 : null),
    };
  }
  return rows;
}

/** What is sent for a row that does not follow the chain: a null time is "Not tracked". */
export function dueTimeOf(item: DueItem, row: DueRow): DueTime {
  return {
    item,
    time: row.tracked ? row.time : null,
    weekday: item === 'weekly' && row.tracked ? row.weekday : null,
  };
}

/** The form's own check before saving: a tracked item needs a real time, the weekly one a weekday. */
export function checkRows(rows: DueRows): RowErrors {
  const errors: RowErrors = {};
  for (const item of DUE_ITEMS) {
    const row = rows[item];
    if (row.follow || !row.tracked) continue;
    if (!TIME_RE.test(row.time)) errors[item] = { time: i18n._(msg`Use a time such as 07:00`) };
    if (item === 'weekly' && row.weekday == null)
      errors[item] = { ...errors[item], weekday: i18n._(msg`Pick a weekday`) };
  }
  return errors;
}

/** A 422's `due_times.{i}.time` errors, put back on the items that were sent at those places. */
export function rowErrorsOf(fieldErrors: Record<string, string[]>, sent: DueTime[]): RowErrors {
  const errors: RowErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = /^due_times\.(\d+)\.(time|weekday|item)$/.exec(key);
    const item = match ? sent[Number(match[1])]?.item : undefined;
    if (!item || !match) continue;
    const field = match[2] === 'weekday' ? 'weekday' : 'time';
    errors[item] = { ...errors[item], [field]: messages[0] };
  }
  return errors;
}

export function dueText(time: string | null, weekday: number | null, item: DueItem): string {
  if (!time) return i18n._(msg`Not tracked`);
  // The store's wall clock (its zone is named beside the list), on the 12-hour clock of every page.
  const shown = time12(time);
  return item === 'weekly' && weekday ? `${i18n._(WEEKDAY_LABELS[weekday - 1]!)} ${shown}` : shown;
}

/** One item of the form. `chain` is the chain's time for a store's form, which may follow it. */
export function DueTimeFields({
  item,
  row,
  onChange,
  errors,
  chain,
  disabled,
}: {
  item: DueItem;
  row: DueRow;
  onChange: (row: DueRow) => void;
  errors?: { time?: string; weekday?: string };
  chain?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const label = i18n._(DUE_ITEM_LABELS[item]);
  const weekdays = WEEKDAY_LABELS.map((weekday, i) => ({ value: String(i + 1), label: i18n._(weekday) }));
  const headingId = `due-${chain === undefined ? 'chain' : 'store'}-${item}`;
  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      aria-labelledby={headingId}
      m={0}
      style={{ minWidth: 0 }}
      data-due-item={item}
    >
      <Stack gap="xs">
        <Text fw={600} id={headingId}>
          {label}
        </Text>
        {chain !== undefined && (
          <Checkbox
            label={t`Follow chain`}
            aria-label={t`${label}: follow chain`}
            checked={row.follow}
            onChange={(event) => onChange({ ...row, follow: event.currentTarget.checked })}
            disabled={disabled}
            size="md"
          />
        )}
        {row.follow ? (
          <Text size="sm" c="dimmed">
            <Trans>The chain&apos;s: {chain}</Trans>
          </Text>
        ) : (
          <>
            <Checkbox
              label={t`Tracked`}
              aria-label={t`${label}: tracked`}
              checked={row.tracked}
              onChange={(event) => onChange({ ...row, tracked: event.currentTarget.checked })}
              disabled={disabled}
              size="md"
            />
            {!row.tracked && (
              <Text size="sm" c="dimmed">
                <Trans>Not tracked</Trans>
              </Text>
            )}
            {row.tracked && (
              <Group gap="sm" align="flex-start" grow wrap="wrap">
                <TimeField
                  label={t`Due time`}
                  value={row.time}
                  onChange={(time) => onChange({ ...row, time })}
                  error={errors?.time}
                  required
                />
                {item === 'weekly' && (
                  <Select
                    label={t`Weekday`}
                    data={weekdays}
                    value={row.weekday == null ? null : String(row.weekday)}
                    onChange={(value) => onChange({ ...row, weekday: value ? Number(value) : null })}
                    error={errors?.weekday}
                    disabled={disabled}
                    required
                  />
                )}
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
