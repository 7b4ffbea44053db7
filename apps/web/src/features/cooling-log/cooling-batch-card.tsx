import { useId, useState } from 'react';
import { Badge, Button, Card, Group, Radio, Stack, Text, type MantineColor } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COOLING_REMEDIES,
  COOLING_REMEDY_LABELS,
  type CoolingBatch,
  type CoolingRemedy,
} from '@dripp/contract/food-safety';
import { coolingMayCloseWithoutRemedy } from '@dripp/domain/food-safety';
import { ApiError, fieldError, fieldErrorsOf } from '../../lib/api-client';
import { displayTime } from '../../lib/format';
import { useCloseCooling, useCoolingCheck } from './api/cooling-batches';
import { TemperatureInput, temperatureText, useTemperatureUnit } from '../../components/temperature';

type Check = CoolingBatch['checks'][number];

const COLORS: Record<Check['state'], MantineColor> = {
  upcoming: 'gray',
  due: 'orange',
  passed: 'green',
  failed: 'red',
  missed: 'red',
};
// Darker text on the light tints, as the due-state badges use (4.5:1 or better).
const TEXT: Record<Check['state'], string> = {
  upcoming: '#495057',
  due: '#933a00',
  passed: '#1b6b2f',
  failed: '#a61e1e',
  missed: '#a61e1e',
};

// The label is part of the radio's target: a thumb's height (44 px) with the text centred.
const THUMB_LABEL = {
  body: { alignItems: 'center' },
  label: { minHeight: 44, display: 'flex', alignItems: 'center' },
} as const;

/** The server's message for one field, or its message when it named none. */
function messageOf(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  return fieldError(fieldErrorsOf(error), field) ?? (error instanceof ApiError ? error.message : undefined);
}

function CheckRow({ check, timeZone, closed }: { check: Check; timeZone?: string; closed: boolean }) {
  const { t } = useLingui();
  const unit = useTemperatureUnit();
  const limit = temperatureText(check.high, unit);
  const due = displayTime(check.due_at, timeZone);
  const states: Record<Check['state'], string> = {
    upcoming: t`Upcoming`,
    due: t`Due now`,
    passed: t`Passed`,
    failed: t`Failed`,
    missed: t`Missed`,
  };
  // A batch closed before a check was taken: that check is not coming any more.
  const notTaken = closed && check.value == null;
  const taken =
    check.value != null ? `${temperatureText(check.value, unit)} · ${displayTime(check.taken_at, timeZone)}` : '';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-stage={check.stage}>
      <div>
        <Text fw={600} size="sm">
          {check.stage === '2h' ? t`2-hour check · ${limit} or below` : t`6-hour check · ${limit} or below`}
        </Text>
        <Text size="sm" c="dimmed">
          {taken ? t`Taken ${taken}` : notTaken ? t`Was due by ${due}` : t`Due by ${due}`}
        </Text>
      </div>
      <Badge
        color={notTaken ? 'gray' : COLORS[check.state]}
        c={notTaken ? TEXT.upcoming : TEXT[check.state]}
        variant="light"
        radius="sm"
        style={{ flexShrink: 0 }}
      >
        {notTaken ? t`Not taken` : states[check.state]}
      </Badge>
    </Group>
  );
}

/** A batch's next check: its temperature, recorded in one tap. */
function NextCheck({ batch, next, storeId }: { batch: CoolingBatch; next: Check; storeId: number }) {
  const { t } = useLingui();
  const [value, setValue] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const record = useCoolingCheck(storeId);
  const label = next.stage === '2h' ? t`Temperature at 2 hours` : t`Temperature at 6 hours`;
  const submit = () => {
    if (value == null || Number.isNaN(value)) {
      setProblem(t`Enter the temperature as a number`);
      return;
    }
    setProblem(undefined);
    record.mutate({ id: batch.id, value }, { onSuccess: () => setValue(null) });
  };
  const id = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text component="label" htmlFor={id} size="sm" fw={500} display="block" mb={4}>
        {label}
      </Text>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TemperatureInput
          id={id}
          value={value}
          onChange={setValue}
          error={problem ?? messageOf(record.error, 'value')}
          disabled={record.isPending}
          size="md"
          style={{ flex: 1, maxWidth: 240 }}
        />
        <Button type="submit" size="md" loading={record.isPending} leftSection={<IconCheck size={18} />}>
          <Trans>Record</Trans>
        </Button>
      </Group>
    </form>
  );
}

/** Close: a batch that missed a stage needs what was done with it; the server's refusal shows on the choice. */
function CloseBatch({ batch, storeId }: { batch: CoolingBatch; storeId: number }) {
  const { t, i18n } = useLingui();
  const [remedy, setRemedy] = useState<CoolingRemedy | null>(null);
  const close = useCloseCooling(storeId);
  const clean = coolingMayCloseWithoutRemedy(batch.checks.map((c) => c.state));
  const error = messageOf(close.error, 'remedy');
  // A batch still cooling asks what was done with it once the server refuses to close it without.
  const ask =
    batch.checks.some((c) => c.state === 'failed' || c.state === 'missed') ||
    fieldError(fieldErrorsOf(close.error), 'remedy') != null;
  return (
    <Stack gap="sm">
      {ask && (
        <Radio.Group
          label={t`What was done with it`}
          value={remedy}
          onChange={(value) => setRemedy(value as CoolingRemedy)}
          error={error}
        >
          <Stack gap="xs" mt={6}>
            {COOLING_REMEDIES.map((key) => (
              <Radio key={key} value={key} label={i18n._(COOLING_REMEDY_LABELS[key])} styles={THUMB_LABEL} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {!ask && error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="md"
          w={{ base: '100%', xs: 'auto' }}
          leftSection={<IconLock size={18} />}
          loading={close.isPending}
          onClick={() => close.mutate({ id: batch.id, remedy: clean ? null : remedy })}
        >
          <Trans>Close batch</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** One cooling batch: its start, its 2-hour and 6-hour checks on the store clock, the next check and Close. */
export function CoolingBatchCard(props: {
  batch: CoolingBatch;
  storeId: number;
  timeZone?: string;
  mayRecord: boolean;
}) {
  const { batch, storeId, timeZone, mayRecord } = props;
  const unit = useTemperatureUnit();
  const { t, i18n } = useLingui();
  const open = batch.closed_at == null;
  const next = batch.checks.find((c) => c.value == null);
  const start = `${temperatureText(batch.start_value, unit)} · ${displayTime(batch.started_at, timeZone)}`;
  const by = batch.started_by ?? '';
  const closedAt = displayTime(batch.closed_at, timeZone);
  const closer = batch.closed_by ?? '';
  return (
    <Card withBorder padding="md" radius="md" aria-label={batch.item} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              {batch.item}
            </Text>
            <Text size="sm" c="dimmed">
              {by ? t`Started at ${start} by ${by}` : t`Started at ${start}`}
            </Text>
          </div>
          <Badge color={open ? 'blue' : 'gray'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {open ? t`Cooling` : t`Closed`}
          </Badge>
        </Group>
        {batch.checks.map((check) => (
          <CheckRow key={check.stage} check={check} timeZone={timeZone} closed={!open} />
        ))}
        {open && mayRecord && next && <NextCheck batch={batch} next={next} storeId={storeId} />}
        {open && mayRecord && <CloseBatch batch={batch} storeId={storeId} />}
        {!open && (
          <Text size="sm" c="dimmed">
            {closer ? t`Closed at ${closedAt} by ${closer}` : t`Closed at ${closedAt}`}
            {batch.remedy && ` · ${i18n._(COOLING_REMEDY_LABELS[batch.remedy])}`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
