import { useId, useState } from 'react';
import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSetting,
} from '@dripp/contract/notifications';
import { ApiError } from '../../lib/api-client';
import type { NotificationSettings } from '@dripp/contract/notifications';
import { useNotificationSettings, type SettingsOwner } from './api/get-notification-settings';
import { useSaveNotificationSettings } from './api/save-notification-settings';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { useReportDirty, type ReportDirty } from '../../lib/use-unsaved-changes';
import { LoadFailed } from '../../components/not-loaded';
import { PushDeviceSwitch } from './push-device-switch';

export type { SettingsOwner } from './api/get-notification-settings';

const REFUSED = msg`You may not change this person's notifications. Ask an administrator of their store.`;

type Choice = Pick<NotificationSetting, 'in_app' | 'mail'> & { push: boolean };
type Choices = Record<NotificationKind, Choice>;

function choicesOf({ settings, push }: NotificationSettings): Choices {
  const of = new Map(settings.map((s) => [s.kind, s]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { in_app: of.get(kind)?.in_app ?? true, mail: of.get(kind)?.mail ?? true, push: push.kinds.includes(kind) },
    ]),
  ) as Choices;
}

const same = (a: Choices, b: Choices) =>
  NOTIFICATION_KINDS.every(
    (kind) => a[kind].in_app === b[kind].in_app && a[kind].mail === b[kind].mail && a[kind].push === b[kind].push,
  );

/** Each switch's row is a 44 px target, on a phone too. */
const TARGET = { body: { alignItems: 'center', minHeight: 44 } };

function KindRow({
  kind,
  choice,
  pushable,
  onChange,
}: {
  kind: NotificationKind;
  choice: Choice;
  /** A device receives the person's pushes; without one the push switch cannot be turned on. */
  pushable: boolean;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const titleId = useId();
  const { title, description } = NOTIFICATION_KIND_LABELS[kind];
  return (
    <Group role="group" aria-labelledby={titleId} justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
        <Text fw={600} id={titleId}>
          {i18n._(title)}
        </Text>
        <Text size="sm" c="dimmed">
          {i18n._(description)}
        </Text>
      </Stack>
      <Group gap="lg" wrap="wrap" style={{ rowGap: 0 }}>
        <Switch
          label={t`In the portal`}
          checked={choice.in_app}
          onChange={(event) => onChange({ ...choice, in_app: event.currentTarget.checked })}
          styles={TARGET}
        />
        <Switch
          label={t`By mail`}
          checked={choice.mail}
          onChange={(event) => onChange({ ...choice, mail: event.currentTarget.checked })}
          styles={TARGET}
        />
        <Switch
          label={t`Push`}
          checked={pushable && choice.push}
          disabled={!pushable}
          onChange={(event) => onChange({ ...choice, push: event.currentTarget.checked })}
          styles={TARGET}
        />
      </Group>
    </Group>
  );
}

function SettingsForm({
  owner,
  initial,
  pushDevices,
  reportDirty,
}: {
  owner: SettingsOwner;
  initial: Choices;
  pushDevices: number;
  reportDirty?: ReportDirty;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const save = useSaveNotificationSettings(owner);
  const dirty = !same(draft, saved);
  useReportDirty(reportDirty, 'notification-settings', dirty);
  const refused = save.error instanceof ApiError && save.error.status === 403;

  const submit = () => {
    // Without a device the push choice is left as it is (on by default once one is subscribed).
    const settings = NOTIFICATION_KINDS.map((kind) => {
      const { push, ...channels } = draft[kind];
      return pushDevices > 0 ? { kind, ...channels, push } : { kind, ...channels };
    });
    save.mutate(settings, {
      onSuccess: () => {
        setSaved(draft);
        notifySuccess(t`Notification settings saved`);
      },
    });
  };

  return (
    <Stack gap="md">
      {pushDevices === 0 && (
        <Text size="sm" c="dimmed">
          {'own' in owner
            ? t`Push needs a device: turn on Notifications on this device above, on each phone or computer that should receive them.`
            : t`Push needs a device, and this person has not turned on notifications on one yet.`}
        </Text>
      )}
      {NOTIFICATION_KINDS.map((kind, i) => (
        <Stack key={kind} gap="md">
          {i > 0 && <Divider />}
          <KindRow
            kind={kind}
            choice={draft[kind]}
            pushable={pushDevices > 0}
            onChange={(choice) => setDraft((current) => ({ ...current, [kind]: choice }))}
          />
        </Stack>
      ))}
      {refused && (
        <Alert color="red" variant="light" icon={<IconLock size={20} />} role="alert">
          {i18n._(REFUSED)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={!dirty}
          leftSection={<IconDeviceFloppy size={18} />}
        >
          <Trans>Save notifications</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The "Notifications" section of the profile and of a user's edit page (DESIGN §8): per kind,
 * whether it shows in the portal, comes by mail and is pushed to the person's devices, saved with
 * its own button. On one's own, the switch that subscribes this device to pushes.
 */
export function NotificationSettingsCard({ owner, reportDirty }: { owner: SettingsOwner; reportDirty?: ReportDirty }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const headingId = useId();
  const settings = useNotificationSettings(owner);
  const refused = settings.error instanceof ApiError && settings.error.status === 403;
  const failure = refused ? null : loadFailure(settings);
  const intro =
    'own' in owner
      ? t`Choose what the portal tells you, and how.`
      : t`Choose what the portal tells this person, and how.`;

  return (
    <Card component="section" aria-labelledby={headingId} padding="xl" maw={880}>
      <Title order={2} size="h4" mb={4} c="espresso.9" id={headingId}>
        <Trans>Notifications</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {intro}
      </Text>
      {refused ? (
        <Alert color="gray" variant="light" icon={<IconLock size={20} />}>
          {i18n._(REFUSED)}
        </Alert>
      ) : failure ? (
        <LoadFailed failure={failure} message={t`The notification settings could not be loaded.`} />
      ) : settings.data ? (
        <Stack gap="md">
          {'own' in owner && (
            <>
              <PushDeviceSwitch />
              <Divider />
            </>
          )}
          <SettingsForm
            key={JSON.stringify(settings.data)}
            owner={owner}
            initial={choicesOf(settings.data)}
            pushDevices={settings.data.push.devices}
            reportDirty={reportDirty}
          />
        </Stack>
      ) : (
        <Stack gap="md" role="status" aria-label={t`Loading notification settings`}>
          {NOTIFICATION_KINDS.map((kind) => (
            <Skeleton key={kind} height={48} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
