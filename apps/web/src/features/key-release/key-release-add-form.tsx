import { useState, type FormEvent } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { today } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ReportDirty, useReportDirty } from '../../lib/use-unsaved-changes';
import { useSaveKeyRelease } from './api/save-key-release';
import { DateField, KeyChecks, TextField } from './key-release-fields';
import { bodyOf, EMPTY, type RowValues } from './key-release-values';

interface AddFormProps {
  storeId: number;
  /** The store's zone: the new row is dated the store's today. */
  timeZone: string | undefined;
  mayCreate: boolean;
  /** A loan recorded for a day before the store's today takes key-release-log-edit. */
  mayBackdate: boolean;
  report: ReportDirty;
}

/** The form above the log that gives out keys: a new row dated today. */
export function AddForm({ storeId, timeZone, mayCreate, mayBackdate, report }: AddFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<RowValues>({ ...EMPTY, timeGiven: today(timeZone) });
  useReportDirty(report, 'add', JSON.stringify(values) !== JSON.stringify({ ...EMPTY, timeGiven: today(timeZone) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveKeyRelease();
  const set = (patch: Partial<RowValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const backdated = [values.timeGiven, values.timeReturned].some((date) => date && date < today(timeZone));
    if (!mayCreate || (backdated && !mayBackdate)) {
      notifyError(t`You are not authorized`);
      return;
    }
    save.mutate(
      { storeId, id: null, body: bodyOf(values) },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully saved Key Release`);
          setValues({ ...EMPTY, timeGiven: today(timeZone) });
          setErrors({});
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <Card component="form" padding="lg" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Key Types Given</Trans>
        </Title>
        <KeyChecks values={values} onChange={set} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField name="firstName" values={values} onChange={set} errors={errors} newEntry />
          <TextField name="lastName" values={values} onChange={set} errors={errors} newEntry />
          <TextField name="signature" values={values} onChange={set} errors={errors} newEntry />
          <DateField
            label={t`Date Given`}
            value={values.timeGiven}
            onChange={(v) => set({ timeGiven: v })}
            error={fieldError(errors, 'time_given')}
          />
          <DateField
            label={t`Date Returned`}
            value={values.timeReturned}
            minDate={values.timeGiven}
            onChange={(v) => set({ timeReturned: v })}
            error={fieldError(errors, 'time_returned')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconPlus size={16} />}>
            <Trans>Add</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
