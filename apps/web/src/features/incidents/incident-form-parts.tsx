import { Button, Card, Grid, Group, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { IconArrowLeft, IconCalendar, IconSend } from '@tabler/icons-react';
import type { IncidentReport } from '@dripp/contract/incidents';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { API_DATE, DISPLAY_DATE } from '../../lib/format';
import type { Draft } from './incident-draft';

/** The draft, how one field changes, and the message beside a field. */
export interface FieldProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  error: (key: keyof Draft) => string | undefined;
}

/** The subject and what happened. */
export function ReportTextCard({ draft, set, error }: FieldProps) {
  const { t } = useLingui();
  return (
    <Card padding="md">
      <Stack gap="sm">
        <TextInput
          label={t`Subject`}
          value={draft.subject}
          onChange={(event) => set('subject', event.currentTarget.value)}
          maxLength={200}
          required
          error={error('subject')}
        />
        <Textarea
          label={t`Incident Description`}
          value={draft.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          autosize
          minRows={4}
          maxLength={5000}
          required
          error={error('description')}
        />
      </Stack>
    </Card>
  );
}

/** Up to three witnesses, each a name and a phone. */
export function WitnessesCard({ draft, set, error }: FieldProps) {
  const { t } = useLingui();
  return (
    <Card padding="md">
      <Title order={2} size="h5" mb="xs">
        <Trans>Witnesses</Trans>
      </Title>
      <Grid gap="sm">
        {([1, 2, 3] as const).map((n) => (
          <Grid.Col key={n} span={{ base: 12, md: 4 }}>
            <Stack gap={6}>
              <TextInput
                label={t`Witness ${n} Name`}
                value={draft[`witnessName${n}`]}
                onChange={(event) => set(`witnessName${n}`, event.currentTarget.value)}
                maxLength={100}
                error={error(`witnessName${n}`)}
              />
              <TextInput
                label={t`Witness ${n} Phone`}
                type="tel"
                value={draft[`witnessPhone${n}`]}
                onChange={(event) => set(`witnessPhone${n}`, event.currentTarget.value)}
                maxLength={50}
                error={error(`witnessPhone${n}`)}
              />
            </Stack>
          </Grid.Col>
        ))}
      </Grid>
    </Card>
  );
}

/** Back to the report (or Cancel to the list for a new one), and Submit. */
export function IncidentFormButtons({ report, saving }: { report: IncidentReport | null; saving: boolean }) {
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        component={Link}
        to={report ? paths.incidentReport.href(report.id) : paths.incidentReportList.href()}
        leftSection={report ? <IconArrowLeft size={16} /> : undefined}
      >
        {report ? <Trans>Back</Trans> : <Trans>Cancel</Trans>}
      </Button>
      <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
        <Trans>Submit</Trans>
      </Button>
    </Group>
  );
}

/** A date of the report; empty shows (and is sent as) the chosen store's today, which also bounds the incident date. */
export function DayField({
  name,
  label,
  storeToday,
  draft,
  set,
  error,
}: FieldProps & { name: 'incidentDate' | 'enteredDate'; label: string; storeToday: string }) {
  return (
    <DateInput
      label={label}
      valueFormat={DISPLAY_DATE}
      value={draft[name] || storeToday}
      onChange={(value) => value && set(name, dayjs(value).format(API_DATE))}
      maxDate={name === 'incidentDate' ? storeToday : undefined}
      clearable={false}
      required
      leftSection={<IconCalendar size={16} />}
      error={error(name)}
    />
  );
}

/** One of the three employees on duty, from the chosen store's people. */
export function EmployeeSelect({
  n,
  options,
  loading,
  draft,
  set,
  error,
}: FieldProps & { n: 1 | 2 | 3; options: { value: string; label: string }[]; loading: boolean }) {
  const { t } = useLingui();
  const key = `employeeOnDuty${n}Id` as const;
  const value = draft[key];
  return (
    <Select
      label={t`Employee on Duty ${n}`}
      placeholder={draft.storeId == null ? t`Choose a store first` : t`Choose an employee`}
      data={options}
      value={value != null ? String(value) : null}
      onChange={(picked) => set(key, picked ? Number(picked) : null)}
      searchable
      required
      disabled={draft.storeId == null}
      nothingFoundMessage={loading ? t`Loading…` : t`Nobody at this store`}
      error={error(key)}
    />
  );
}
