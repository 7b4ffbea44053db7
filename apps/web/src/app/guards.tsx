import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../config/paths';
import { afterFirstPaint } from '../lib/after-first-paint';

/** Every page but the sign-in ones needs a token; without one the visitor is signed out (spec 2 §1). */
export function RequireSession() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  // Saves kept on the device go out when the app starts signed in (decision 172); loaded apart from the first load.
  // The sign-out page's code too, so that signing out works offline without the service worker (decision 187).
  // A save sent from the queue reloads what is shown, whichever page is open, a failed one too (decision 194).
  // Both start once the first page has painted, not in its way (decision 240).
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = afterFirstPaint(() => {
      void import('../lib/save-queue').then((queue) => {
        if (!live) return;
        stop = queue.onQueueEvent((event) => {
          if (event.type === 'sent') void queryClient.invalidateQueries();
        });
        queue.startSaveQueue();
      });
      void import('../features/auth/logout-page').catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [token, queryClient]);
  if (!token) return <Navigate to={paths.logout.href()} replace />;
  return <Outlet />;
}

/** Login, forgot-password, reset and invite pages: a signed-in user goes to the dashboard (spec 2 §2). */
export function SignedOutOnly() {
  const { token } = useSession();
  if (token) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
