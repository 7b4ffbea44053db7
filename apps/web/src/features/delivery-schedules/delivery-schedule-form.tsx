import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DeliveryScheduleInputSchema,
  type DeliveryScheduleInput,
  type VendorDeliveryRow,
} from '@dripp/contract/suggested-orders';
import { TimeField } from '../../components/time-field';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { storeLabel } from '../../lib/format';
import { i18n } from '../../i18n/i18n';
import { useSaveDeliverySchedule } from './api/save-delivery-schedule';
import { WeekdayToggles } from './weekday-toggles';

/** A new schedule starts as the most common one: order by 2 PM the day before. */
const FRESH: DeliveryScheduleInput = { delivery_days: [], lead_days: 1, order_by: '14:00' };

/** The form's own check with the contract's rules, keyed as the server keys its 422 fields. */
function problems(values: { delivery_days: number[]; lead_days: string; order_by: string }): FieldErrors {
  const lead = values.lead_days.trim();
  const parsed = DeliveryScheduleInputSchema.safeParse({
    ...values,
    lead_days: lead === '' ? undefined : /^-?\d+(\.\d+)?$/.test(lead) ? Number(lead) : Number.NaN,
  });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= [i18n._(issue.message)];
  }
  return errors;
}

/** One store's delivery days, lead time and order-by time, saved on their own. */
export function DeliveryScheduleForm({
  vendorId,
  row,
  onDone,
}: {
  vendorId: number;
  row: VendorDeliveryRow;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const start = row.schedule ?? FRESH;
  const [days, setDays] = useState<number[]>(start.delivery_days);
  const [lead, setLead] = useState(String(start.lead_days));
  const [orderBy, setOrderBy] = useState(start.order_by);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveDeliverySchedule();
  const label = storeLabel(row.store);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { delivery_days: days, lead_days: lead, order_by: orderBy };
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        vendorId,
        storeId: row.store.id,
        schedule: { delivery_days: days, lead_days: Number(lead), order_by: orderBy },
      },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully saved Deliveries`);
          onDone();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Deliveries at ${label}`}>
      <Stack gap="sm">
        <WeekdayToggles
          label={t`Delivery days`}
          value={days}
          onChange={setDays}
          error={fieldError(errors, 'delivery_days')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t`Order days before`}
            description={t`0: the same day`}
            value={lead}
            onChange={(event) => setLead(event.currentTarget.value)}
            maxLength={3}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError(errors, 'lead_days')}
            data-number-problem={fieldError(errors, 'lead_days') ? '' : undefined}
          />
          <TimeField label={t`Order by`} value={orderBy} onChange={setOrderBy} error={fieldError(errors, 'order_by')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending} h={44}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} h={44}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
