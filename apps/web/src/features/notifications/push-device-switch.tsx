import { useEffect, useState } from 'react';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import { invalidate } from '../../lib/endpoints';
import {
  currentSubscription,
  PushProblem,
  pushSupport,
  saveSubscription,
  turnPushOff,
  turnPushOn,
} from './push-device.public';

const UNSUPPORTED: Record<'unsupported' | 'ios-needs-install', MessageDescriptor> = {
  unsupported: msg`This browser cannot show the portal's notifications. A current Chrome, Edge, Firefox or Safari can, as can the installed portal.`,
  'ios-needs-install': msg`On an iPhone or iPad, notifications come to the installed portal: tap Share, then Add to Home Screen, and open the portal from there.`,
};

function problemText(error: unknown, doing: 'on' | 'off'): string {
  if (error instanceof PushProblem) return error.message;
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  return doing === 'on'
    ? t`Notifications could not be turned on${reason}. Try again in a moment.`
    : t`Notifications could not be turned off${reason}. Try again in a moment.`;
}

/**
 * "Notifications on this device": subscribes this device to Web Push (the browser asks for
 * permission), or unsubscribes it. Which kinds are pushed is chosen in the Push column below.
 */
export function PushDeviceSwitch() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const client = useQueryClient();
  const support = pushSupport();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    void (async () => {
      const subscription = await currentSubscription().catch(() => null);
      // Saved again for whoever is signed in now: the person holding the phone gets its pushes.
      if (subscription) await saveSubscription(subscription).catch(() => undefined);
      if (live) setOn(Boolean(subscription));
    })();
    return () => {
      live = false;
    };
  }, [support]);

  if (support !== 'supported')
    return (
      <Alert color="gray" variant="light" icon={<IconBellOff size={20} />} title={t`Notifications on this device`}>
        {i18n._(UNSUPPORTED[support])}
      </Alert>
    );

  const change = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await (wanted ? turnPushOn() : turnPushOff());
      setOn(wanted);
    } catch (error) {
      setProblem(problemText(error, wanted ? 'on' : 'off'));
      setOn(Boolean(await currentSubscription().catch(() => null)));
    } finally {
      setBusy(false);
      await invalidate(client, notificationsEndpoints.settings);
    }
  };

  return (
    <Stack gap="xs">
      <Switch
        label={t`Notifications on this device`}
        description={t`Reminders appear on this device even when the portal is closed`}
        checked={on ?? false}
        disabled={on === null || busy}
        onChange={(event) => void change(event.currentTarget.checked)}
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
      {problem && (
        <Alert color="orange" variant="light" icon={<IconBellOff size={20} />} role="alert">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
    </Stack>
  );
}
