import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  UNIT_MEASURE,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  type FoodSafetySettings,
  type FoodUnit,
  type UnitType,
} from '@dripp/contract/food-safety';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import { withinAllowed } from '@dripp/domain/food-safety';
import { SaveCancel } from '../../components/save-cancel';
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { TemperatureInput, rangeText, useTemperatureUnit } from '../../components/temperature';
import { TimeField } from '../../components/time-field';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { i18n } from '../../i18n/i18n';
import { notifySuccess } from '../../lib/notify';
import { useSaveFoodUnit } from './api/food-units';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

interface Draft {
  type: UnitType;
  name: string;
  own_low: number | null;
  own_high: number | null;
  due_times: string[];
  provider_id: number | null;
}

const draftOf = (unit: FoodUnit | null): Draft => ({
  type: unit?.type ?? 'walk-in',
  name: unit?.name ?? '',
  own_low: unit?.own_low ?? null,
  own_high: unit?.own_high ?? null,
  due_times: unit?.due_times ?? ['07:00', '15:00'],
  provider_id: unit?.provider_id ?? null,
});

/** The form's own check, keyed as the server's 422 keys them. */
function problemsOf(draft: Draft, chain: FoodSafetySettings): FieldErrors {
  const t = (m: MessageDescriptor) => i18n._(m);
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = [t(msg`Enter a name`)];
  for (const key of ['own_low', 'own_high'] as const)
    if (Number.isNaN(draft[key])) errors[key] = [t(msg`Enter a number`)];
  const type = chain.type_limits.find((r) => r.type === draft.type);
  const own = { low: draft.own_low, high: draft.own_high };
  if (!errors.own_low && !errors.own_high && type) {
    if (own.low != null && own.high != null && own.low > own.high)
      errors.own_high = [t(msg`The high limit must be at least the low limit`)];
    else if (!withinAllowed(own, { low: type.allowed_low, high: type.allowed_high }))
      errors.own_low = [t(msg`Keep the limits within what the chain allows`)];
  }
  draft.due_times.forEach((time, i) => {
    if (!TIME_RE.test(time)) errors[`due_times.${i}`] = [t(msg`Use a time such as 07:00`)];
    else if (draft.due_times.indexOf(time) !== i) errors[`due_times.${i}`] = [t(msg`This time is already listed`)];
  });
  return errors;
}

/** A unit's due times: each a time field (typed or picked on the phone's wheel), added and removed. */
function DueTimes({
  times,
  errors,
  onChange,
}: {
  times: string[];
  errors: FieldErrors;
  onChange: (times: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        <Trans>Due times</Trans>
      </Text>
      <Stack gap="xs">
        {times.map((time, i) => {
          const n = i + 1;
          return (
            <Group key={`${i}-${times.length}`} gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <TimeField
                  label={t`Due time ${n}`}
                  value={time}
                  onChange={(value) => onChange(times.map((d, j) => (j === i ? value : d)))}
                  error={fieldError(errors, `due_times.${i}`)}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                mt={24}
                aria-label={t`Remove due time ${n}`}
                onClick={() => onChange(times.filter((_, j) => j !== i))}
              >
                <IconX size={20} />
              </ActionIcon>
            </Group>
          );
        })}
        {times.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No due times: readings are taken when someone chooses to.</Trans>
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => onChange([...times, ''])}
          disabled={times.length >= 12}
          h={44}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a due time</Trans>
        </Button>
      </Stack>
    </div>
  );
}

/** Add or change a unit of the store; `unit` null adds one. */
export function UnitForm({
  storeId,
  unit,
  chain,
  providers,
  onDone,
}: {
  storeId: number;
  unit: FoodUnit | null;
  chain: FoodSafetySettings;
  providers: AddressBookEntry[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const scale = useTemperatureUnit();
  const save = useSaveFoodUnit(storeId);
  const spanish = useSpanishDraft('name', unit);
  const [draft, setDraft] = useState(() => draftOf(unit));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const measure = UNIT_MEASURE[draft.type];
  const type = chain.type_limits.find((r) => r.type === draft.type);
  const cooling = draft.type === 'cooling';
  const shown: FieldErrors = { ...(checked ? problemsOf(draft, chain) : {}), ...errors };
  const set = (change: Partial<Draft>) => {
    setErrors({});
    setDraft({ ...draft, ...change });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problemsOf(draft, chain)).length) return;
    const body = { ...draft, ...spanish.body(), due_times: cooling ? [] : draft.due_times };
    save.mutate(
      { id: unit?.id ?? null, body },
      {
        onSuccess: () => {
          notifySuccess(t`Unit saved`);
          onDone();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const chainLimits = type ? rangeText(type.low, type.high, measure, scale) : '';
  const allowed = type ? rangeText(type.allowed_low, type.allowed_high, measure, scale) : '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t`Type`}
          value={draft.type}
          onChange={(value) => value && set({ type: value as UnitType, own_low: null, own_high: null })}
          data={UNIT_TYPES.map((u) => ({ value: u, label: i18n._(UNIT_TYPE_LABELS[u]) }))}
          allowDeselect={false}
          error={fieldError(shown, 'type')}
          comboboxProps={{ withinPortal: true }}
        />
        <SpanishFields
          label={t`Name`}
          draft={spanish}
          maxLength={100}
          english={
            <TextInput
              label={t`Name`}
              value={draft.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
              error={fieldError(shown, 'name')}
              maxLength={100}
              required
              data-autofocus
            />
          }
        />
        <div>
          <Text size="sm" fw={500}>
            <Trans>Own limits</Trans>
          </Text>
          <Text size="xs" c="dimmed" mb={6} data-testid="allowed-range">
            <Trans>
              The chain&apos;s: {chainLimits}. A unit may go within: {allowed}. Leave blank to follow the chain.
            </Trans>
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <TemperatureInput
              key={`low-${draft.type}`}
              label={t`Lowest`}
              measure={measure}
              value={draft.own_low}
              onChange={(own_low) => set({ own_low })}
              error={fieldError(shown, 'own_low')}
            />
            <TemperatureInput
              key={`high-${draft.type}`}
              label={t`Highest`}
              measure={measure}
              value={draft.own_high}
              onChange={(own_high) => set({ own_high })}
              error={fieldError(shown, 'own_high')}
            />
          </SimpleGrid>
        </div>
        {cooling ? (
          <Text size="sm" c="dimmed">
            <Trans>A cooling unit has no due times: each batch is checked at 2 and 6 hours.</Trans>
          </Text>
        ) : (
          <DueTimes times={draft.due_times} errors={shown} onChange={(due_times) => set({ due_times })} />
        )}
        <Select
          label={t`Provider`}
          description={t`Who a service ticket for this unit goes to, from the store's address book.`}
          placeholder={t`None`}
          value={draft.provider_id == null ? null : String(draft.provider_id)}
          onChange={(value) => set({ provider_id: value ? Number(value) : null })}
          data={providers.map((p) => ({ value: String(p.id), label: p.name }))}
          clearable
          searchable={providers.length > 8}
          error={fieldError(shown, 'provider_id')}
          comboboxProps={{ withinPortal: true }}
        />
        <SaveCancel onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
