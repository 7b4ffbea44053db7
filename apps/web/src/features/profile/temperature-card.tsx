import { useState } from 'react';
import { Card, SegmentedControl, Text, Title } from '@mantine/core';
import type { Profile } from '@dripp/contract/stores';
import { TEMPERATURE_UNITS, type TemperatureUnit } from '@dripp/contract/food-safety-labels';
import { Trans, useLingui } from '@lingui/react/macro';
import { temperatureSymbol, temperatureText } from '../../components/temperature';
import { notifySuccess } from '../../lib/notify';
import { useUpdateOwnTemperatureUnit } from './api/update-own-temperature-unit';

const isUnit = (value: string): value is TemperatureUnit => (TEMPERATURE_UNITS as readonly string[]).includes(value);

/**
 * One's own temperature scale (food safety keeps °F, decision 276): readings, limits and reports
 * are shown and typed in it on every device. The example shows the cold-holding limit.
 */
export function TemperatureCard({ user }: { user: Profile['user'] }) {
  const { t } = useLingui();
  const update = useUpdateOwnTemperatureUnit();
  const [picked, setPicked] = useState<TemperatureUnit | null>(null);
  const chosen = picked ?? user.temperature_unit;
  const example = temperatureText(41, chosen);
  return (
    <Card>
      <Title order={2} size="h4" mb="xs" c="espresso.9" id="profile-temperatures">
        <Trans>Temperatures</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>Food-safety readings and limits are shown and typed in this scale.</Trans>
      </Text>
      <SegmentedControl
        aria-labelledby="profile-temperatures"
        size="md"
        value={chosen}
        disabled={update.isPending}
        data={TEMPERATURE_UNITS.map((unit) => ({ value: unit, label: temperatureSymbol(unit) }))}
        onChange={(value) => {
          if (!isUnit(value) || value === chosen || update.isPending) return;
          setPicked(value);
          update.mutate(value, {
            onSuccess: () => notifySuccess(t`Temperature scale saved`),
            onSettled: () => setPicked(null),
          });
        }}
      />
      <Text size="sm" mt="sm" data-testid="temperature-example">
        <Trans>Cold food is held at {example} or below.</Trans>
      </Text>
    </Card>
  );
}
