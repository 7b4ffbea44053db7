import { useEffect, useState } from 'react';
import { Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { canSeal, heldOf, removeAllOf, sealAway } from '../../lib/drafts';
import { keepSignOut, sendPendingSignOuts } from '../../lib/pending-sign-out';
import { clearSession, getSession } from '../../lib/session';
import './dialog-styles.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type Choice = 'keep' | 'remove' | 'stay';

/** Waits for `work`, or `ms` at most: a slow network or browser does not hold the sign-out up. */
const atMost = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * /logout (spec 3 §2.1, decision 187): the person's waiting saves are sent first; what is still on
 * the phone then (a save not sent, a draft) is kept sealed to them or removed, as they choose. The
 * device forgets the session at once, online or not: cookies, cached answers, the tab's storage,
 * the push subscription and the key to what it keeps. The server ends every session of the person
 * now, or once the connection is back.
 */
export function LogoutPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<{ held: number; sealable: boolean; choose: (choice: Choice) => void } | null>(null);

  useEffect(() => {
    let live = true;
    const { token, userId } = getSession();
    const online = () => navigator.onLine;
    void (async () => {
      let choice: Choice = 'remove';
      if (userId != null && token) {
        if (online())
          await atMost(
            10_000,
            import('../../lib/save-queue').then((queue) => queue.sendQueuedSaves()),
          );
        const held = await heldOf(userId).catch(() => 0);
        if (held > 0) {
          const sealable = await canSeal(userId).catch(() => false);
          choice = await new Promise<Choice>((choose) => live && setAsk({ held, sealable, choose }));
          setAsk(null);
          if (choice === 'stay') return navigate(paths.home.href(), { replace: true });
        }
        // The browser forgets this device's subscription; the server's sign-out drops the person's devices.
        await atMost(
          online() ? 3_000 : 1_000,
          import('../notifications/push-device.public').then((device) => device.turnPushOff({ server: online() })),
        );
      }
      if (token) keepSignOut(token);
      clearSession();
      queryClient.clear();
      sessionStorage.clear();
      notifications.clean();
      if (userId != null) await (choice === 'keep' ? sealAway(userId) : removeAllOf(userId)).catch(() => undefined);
      // The Home the installed app opens on belongs to the person signing out (decision 231).
      await import('../../lib/last-home').then((home) => home.forgetLastHomes()).catch(() => undefined);
      // Online, the server hears of it before the login page shows, so a sign-in right after is not ended by it.
      if (online()) await sendPendingSignOuts();
      navigate(paths.login.href(), { replace: true });
    })();
    return () => {
      live = false;
    };
  }, [navigate, queryClient]);

  const n = ask?.held ?? 0;
  const notSent = navigator.onLine
    ? plural(n, {
        one: 'A record you changed on this phone could not be sent to the server.',
        other: '# records you changed on this phone could not be sent to the server.',
      })
    : plural(n, {
        one: 'You are offline. A record you changed on this phone has not reached the server.',
        other: 'You are offline. # records you changed on this phone have not reached the server.',
      });
  const choice = ask?.sealable
    ? plural(n, {
        one: 'Keep it locked to you on this phone, to be sent when you sign in here again, or remove it. The next person cannot read it either way.',
        other:
          'Keep them locked to you on this phone, to be sent when you sign in here again, or remove them. The next person cannot read them either way.',
      })
    : plural(n, {
        one: 'This phone cannot lock it to you, so signing out removes it.',
        other: 'This phone cannot lock them to you, so signing out removes them.',
      });
  return (
    <Center mih="100dvh">
      <Loader aria-label={t`Signing out`} />
      <Modal
        opened={ask !== null}
        onClose={() => ask?.choose('stay')}
        title={t`Not sent from this phone`}
        closeOnClickOutside={false}
      >
        <Stack>
          <Text size="sm">
            {notSent} {choice}
          </Text>
          {ask?.sealable && (
            <Button onClick={() => ask.choose('keep')}>
              <Trans>Keep locked for me</Trans>
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => ask?.choose('remove')}>
            <Trans>Remove and sign out</Trans>
          </Button>
          <Button variant="default" onClick={() => ask?.choose('stay')}>
            <Trans>Stay signed in</Trans>
          </Button>
        </Stack>
      </Modal>
    </Center>
  );
}
