import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { bearerToken, clearSession, getSession } from '../../lib/session';
import { removeDraftsOf } from '../../lib/drafts';
import { postLogout } from './api/logout';

/**
 * /logout: ends the session on the server (every token of the user), clears every session cookie,
 * then the login page (spec 3 §2.1).
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = bearerToken();
    const { userId } = getSession();
    // The person's drafts leave the device with them (decision 172); a failure to remove them does not keep them signed in.
    const drafts = userId == null ? Promise.resolve() : removeDraftsOf(userId).catch(() => undefined);
    // A shared phone stops receiving the person's reminders: its push subscription goes too, while
    // the token still works; a browser that takes long to answer does not hold the sign-out up.
    const push = Promise.race([
      import('../../lib/push-device').then((device) => device.turnPushOff()).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
    // Awaited, so that a sign-in right after cannot be ended by this sign-out arriving late.
    void push
      .then(() => Promise.all([token ? postLogout(token) : Promise.resolve(), drafts]))
      .then(() => {
        clearSession();
        queryClient.clear();
        navigate(paths.login.href(), { replace: true });
      });
  }, [navigate, queryClient]);
  return (
    <Center mih="100dvh">
      <Loader aria-label="Signing out" />
    </Center>
  );
}
