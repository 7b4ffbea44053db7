import { Checkbox, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fieldError, type FieldErrors } from '../../lib/api-client';
import { DISPLAY_DATE } from '../../lib/format';
import type { RowValues } from './key-release-values';

export function DateField({
  label,
  value,
  onChange,
  minDate,
  error,
  hideLabel,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
  error?: string;
  hideLabel?: boolean;
}) {
  const { t } = useLingui();
  return (
    <DatePickerInput
      label={hideLabel ? undefined : label}
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v ? dayjs(v).format('YYYY-MM-DD') : null)}
      valueFormat={DISPLAY_DATE}
      clearable
      clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
      minDate={minDate ?? dayjs().subtract(100, 'year').toDate()}
      maxDate={dayjs().add(100, 'year').toDate()}
      leftSection={<IconCalendar size={18} stroke={1.6} />}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

export function KeyChecks({
  values,
  onChange,
  prefix,
}: {
  values: RowValues;
  onChange: (v: Partial<RowValues>) => void;
  prefix?: string;
}) {
  const { t } = useLingui();
  const label = (name: string) => (prefix ? t`${name} key, ${prefix}` : name);
  const [building, office, gate] = [t`Building`, t`Office`, t`Gate`];
  return (
    <Group gap="md">
      <Checkbox
        label={building}
        aria-label={label(building)}
        checked={values.building}
        onChange={(e) => onChange({ building: e.currentTarget.checked })}
      />
      <Checkbox
        label={office}
        aria-label={label(office)}
        checked={values.office}
        onChange={(e) => onChange({ office: e.currentTarget.checked })}
      />
      <Checkbox
        label={gate}
        aria-label={label(gate)}
        checked={values.gate}
        onChange={(e) => onChange({ gate: e.currentTarget.checked })}
      />
    </Group>
  );
}

const TEXT_FIELDS = {
  firstName: { label: msg`First Name`, maxLength: 100, errorKey: 'first_name' },
  lastName: { label: msg`Last Name`, maxLength: 100, errorKey: 'last_name' },
  signature: { label: msg`Signature`, maxLength: 200, errorKey: 'signature' },
} as const;

/**
 * One of the log's text fields. With `who` it sits in a table row: no visible label, and the
 * label read out names the person. Without `errors` no message is shown.
 */
export function TextField({
  name,
  values,
  onChange,
  errors,
  who,
  newEntry = false,
}: {
  name: keyof typeof TEXT_FIELDS;
  values: RowValues;
  onChange: (v: Partial<RowValues>) => void;
  errors?: FieldErrors;
  who?: string;
  /** The Add form: the names are required and the browser offers no earlier entries. */
  newEntry?: boolean;
}) {
  const { i18n } = useLingui();
  const { maxLength, errorKey } = TEXT_FIELDS[name];
  const label = i18n._(TEXT_FIELDS[name].label);
  return (
    <TextInput
      label={who ? undefined : label}
      aria-label={who ? `${label}, ${who}` : undefined}
      required={newEntry && name !== 'signature'}
      value={values[name]}
      maxLength={maxLength}
      onChange={(e) => onChange({ [name]: e.currentTarget.value })}
      error={errors && fieldError(errors, errorKey)}
      autoComplete={newEntry ? 'off' : undefined}
    />
  );
}
