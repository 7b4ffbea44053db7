import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeUpdate, updateReady } from './app-update';
// The bar's few styles come with the entry's: its chunk then needs no stylesheet of its own.
import './connection-notices.module.css';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// With the worker's registration, after the first render; offline it comes from the precache.
const ConnectionBar = lazy(async () => ({ default: (await import('./portal-worker')).ConnectionBar }));

/**
 * Shown on every page, signed in or not, at the foot of the window: that the device is offline,
 * and that a new version of the portal is ready (docs/decisions/171).
 */
export function ConnectionNotices() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const update = useSyncExternalStore(subscribeUpdate, updateReady);
  if (online && !update) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionBar online={online} update={update} />
    </Suspense>
  );
}
