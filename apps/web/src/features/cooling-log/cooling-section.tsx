import { useId, useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSnowflake } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COOLING_START_LOW } from '@dripp/contract/food-safety';
import { TemperatureInput, temperatureText, useTemperatureUnit } from '../../components/temperature';
import { LoadFailed } from '../../components/not-loaded';
import { fieldError, fieldErrorsOf } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useStoreZone } from '../../lib/use-store-zone';
import { useCoolingBatches, useStartCooling } from './api/cooling-batches';
import { CoolingBatchCard } from './cooling-batch-card';

/** Start a batch: what is cooling and its first temperature. */
function StartForm({ storeId, onDone }: { storeId: number; onDone: () => void }) {
  const { t } = useLingui();
  const [item, setItem] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const unit = useTemperatureUnit();
  const [problems, setProblems] = useState<{ item?: string; value?: string }>({});
  const start = useStartCooling(storeId);
  const errors = fieldErrorsOf(start.error);
  const from = temperatureText(COOLING_START_LOW, unit);
  const submit = () => {
    const next = {
      item: item.trim() ? undefined : t`Enter what is cooling`,
      value: value == null || Number.isNaN(value) ? t`Enter the temperature as a number` : undefined,
    };
    setProblems(next);
    if (next.item || next.value || value == null) return;
    start.mutate({ item: item.trim(), value }, { onSuccess: onDone });
  };
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="form"
      aria-label={t`Start a batch`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Item`}
          placeholder={t`Chili, rice, soup…`}
          value={item}
          onChange={(event) => setItem(event.currentTarget.value)}
          error={problems.item ?? fieldError(errors, 'item')}
          maxLength={100}
          size="md"
          data-autofocus
          autoFocus
        />
        <TemperatureInput
          label={t`First temperature`}
          value={value}
          onChange={setValue}
          error={problems.value ?? fieldError(errors, 'value')}
          size="md"
          w={{ base: '100%', xs: 220 }}
        />
        <Text size="sm" c="dimmed">
          <Trans>Cooling starts from {from} or above.</Trans>
        </Text>
        {start.error && !fieldError(errors, 'item') && !fieldError(errors, 'value') && (
          <Text c="red.8" size="sm" role="alert">
            {start.error.message}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" size="md" loading={start.isPending}>
            <Trans>Start</Trans>
          </Button>
          <Button variant="default" size="md" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A store's cooling batches (issue 39 §4): the open ones and those of `date`, each with its 2-hour
 * and 6-hour checks on the store clock; a batch is started at its first temperature.
 */
export function CoolingSection({ storeId, date }: { storeId: number; date: string }) {
  const { t } = useLingui();
  const batches = useCoolingBatches(storeId, date);
  const timeZone = useStoreZone(storeId);
  const { can } = usePermissions();
  const mayRecord = can('food-safety-record', storeId);
  const [starting, setStarting] = useState(false);
  const titleId = useId();
  const failure = loadFailure(batches);
  const list = [...(batches.data ?? [])].sort(
    (a, b) => Number(a.closed_at != null) - Number(b.closed_at != null) || b.started_at.localeCompare(a.started_at),
  );

  return (
    <Card component="section" aria-labelledby={titleId} padding="md">
      <Stack gap="sm">
        {/* The button goes under the title where both do not fit (a narrow phone, longer words). */}
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" c="espresso.9" id={titleId}>
            <Trans>Cooling</Trans>
          </Title>
          {mayRecord && !starting && (
            <Button size="sm" leftSection={<IconPlus size={18} />} onClick={() => setStarting(true)}>
              <Trans>Start a batch</Trans>
            </Button>
          )}
        </Group>
        {starting && <StartForm storeId={storeId} onDone={() => setStarting(false)} />}
        {failure ? (
          <LoadFailed failure={failure} message={t`Could not get the cooling batches`} />
        ) : batches.isPending ? (
          <Stack gap="sm" role="status" aria-label={t`Loading cooling batches`}>
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : list.length === 0 ? (
          <Group gap="sm" justify="center" py="md">
            <IconSnowflake size={20} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text c="dimmed">
              <Trans>No batches cooling</Trans>
            </Text>
          </Group>
        ) : (
          list.map((batch) => (
            <CoolingBatchCard
              key={batch.id}
              batch={batch}
              storeId={storeId}
              timeZone={timeZone}
              mayRecord={mayRecord}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}
