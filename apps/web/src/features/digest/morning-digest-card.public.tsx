import { useId, useMemo, useState } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DigestSettings } from '@dripp/contract/digest';
import { TimeField, timeProblem } from '../../components/time-field';
import { LoadFailed } from '../../components/not-loaded';
import { fieldError, fieldErrorsOf } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDigestSettings, useSaveDigestSettings } from './api/digest-settings';

type Values = Pick<DigestSettings, 'enabled' | 'send_at' | 'time_zone'>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const same = (a: Values, b: Values) =>
  a.enabled === b.enabled && a.send_at === b.send_at && a.time_zone === b.time_zone;

/**
 * The form stays mounted while the settings load again (after its own save, a reconnect, a save
 * sent from the queue): an open zone list stays open. A record loaded again that differs is taken
 * up unless the person is changing the form (decision 226).
 */
function DigestForm({ loaded }: { loaded: Values }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(loaded);
  const [values, setValues] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  const save = useSaveDigestSettings();
  const dirty = !same(values, saved);
  if (!same(loaded, seen)) {
    setSeen(loaded);
    if (!dirty && !save.isPending) {
      setSaved(loaded);
      setValues(loaded);
    }
  }
  useUnsavedChanges(dirty);
  const errors = fieldErrorsOf(save.error);
  const timeWrong = !TIME.test(values.send_at);
  // Every zone the browser knows, and the saved one even if this browser does not.
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(values.time_zone) ? known : [values.time_zone, ...known];
  }, [values.time_zone]);

  const submit = () => {
    if (timeWrong) return;
    save.mutate(values, {
      onSuccess: (answer) => {
        const next = { enabled: answer.enabled, send_at: answer.send_at, time_zone: answer.time_zone };
        setSaved(next);
        setValues(next);
        notifySuccess(t`Morning digest saved`);
      },
    });
  };

  return (
    <Stack gap="md">
      <Switch
        label={t`Send me the morning digest`}
        checked={values.enabled}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          setValues((current) => ({ ...current, enabled }));
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TimeField
          label={t`Time`}
          value={values.send_at}
          onChange={(send_at) => setValues((current) => ({ ...current, send_at }))}
          error={fieldError(errors, 'send_at') ?? (dirty && timeWrong ? timeProblem(t`Time`) : undefined)}
          required
        />
        <Select
          label={t`Time zone`}
          description={t`The time is read on this clock.`}
          searchable
          data={zones}
          value={values.time_zone}
          allowDeselect={false}
          onChange={(value) => value && setValues((current) => ({ ...current, time_zone: value }))}
          nothingFoundMessage={t`No time zone by that name`}
          error={fieldError(errors, 'time_zone')}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={!dirty || timeWrong}
          leftSection={<IconDeviceFloppy size={18} />}
        >
          <Trans>Save digest</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The "Morning digest" section of one's own profile, for people who oversee stores (area-view):
 * whether the mail comes, and at which local time in which zone.
 */
export function MorningDigestCard() {
  const { t } = useLingui();
  const headingId = useId();
  const settings = useDigestSettings();
  const failure = loadFailure(settings);
  return (
    <Card component="section" aria-labelledby={headingId} padding="xl">
      <Title order={2} size="h4" mb={4} c="espresso.9" id={headingId}>
        <Trans>Morning digest</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        <Trans>
          One mail a day about the stores you oversee: what was missed or late yesterday, overdue actions, flagged cash
          counts and deposits to verify, unusual waste, and new incidents and service tickets.
        </Trans>
      </Text>
      {failure ? (
        <LoadFailed failure={failure} message={t`The morning digest settings could not be loaded.`} />
      ) : settings.data ? (
        <DigestForm
          loaded={{
            enabled: settings.data.enabled,
            send_at: settings.data.send_at,
            time_zone: settings.data.time_zone,
          }}
        />
      ) : (
        <Stack gap="md" role="status" aria-label={t`Loading the morning digest`}>
          <Skeleton height={28} width="50%" />
          <Skeleton height={56} />
        </Stack>
      )}
    </Card>
  );
}
