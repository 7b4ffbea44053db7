import { Button } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { hasUnsavedChanges, leaveAllFreely } from '../lib/unsaved-pages';
import { applyUpdate, offerUpdate } from './app-update';
import classes from './connection-notices.module.css';
import { router } from './router';

const SCRIPT = '/sw.js';
const HOUR = 60 * 60 * 1000;

/**
 * Registers the portal's service worker (src/sw.ts); this module is loaded once the first page has
 * rendered (main.tsx), or by the bar below when a page opens offline. A worker of any other
 * script, left by an earlier deployment of the portal, is unregistered (spec 3 §2.1). A new version waits until it is safe to switch: the person clicks
 * Reload on the notice, or moves to another page with nothing unsaved (docs/decisions/171).
 */
async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  const registrations = await container.getRegistrations();
  await Promise.all(
    registrations.filter((registration) => !isOurs(registration)).map((registration) => registration.unregister()),
  );
  const registration = await container.register(SCRIPT, { scope: '/' });

  let switching = false;
  let hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (switching) window.location.reload();
    // Another tab switched to the new version: this one still runs the old files.
    else if (hadController) offerUpdate(() => window.location.reload());
    hadController = true;
  });

  const announce = (worker: ServiceWorker) => {
    offerUpdate(() => {
      switching = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
    let lastPath = window.location.pathname;
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
      lastPath = state.location.pathname;
      if (hasUnsavedChanges()) return;
      stop();
      switching = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  // Only an update waits: the first install has no page of an older version to replace.
  if (registration.waiting && container.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) announce(worker);
    });
  });

  // A tab kept open all day behind the counter looks for a new version now and then.
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, HOUR);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

function isOurs(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === SCRIPT;
}

/** Asks first when a page holds unsaved edits, with the words of the page's own question. */
async function reloadIntoUpdate(): Promise<void> {
  if (!hasUnsavedChanges()) return applyUpdate();
  const { modals } = await import('@mantine/modals');
  modals.openConfirmModal({
    title: t`Leave without saving?`,
    children: t`You have unsaved changes on this page. If you leave now, they are lost.`,
    labels: { confirm: t`Leave`, cancel: t`Stay` },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      leaveAllFreely();
      applyUpdate();
    },
  });
}

/** The bar of app/connection-notices.tsx: loaded only when there is something to say. */
export function ConnectionBar({ online, update }: { online: boolean; update: boolean }) {
  return (
    <div className={classes.notices}>
      {!online && (
        <div className={classes.notice} role="status">
          <Trans>You are offline. Pages you open may not load until the connection returns.</Trans>
        </div>
      )}
      {update && (
        <div className={classes.notice} role="status">
          <span>
            <Trans>A new version of the portal is ready.</Trans>
          </span>
          <Button size="compact-sm" variant="white" onClick={() => void reloadIntoUpdate()}>
            <Trans>Reload</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

// Registers when imported, after the page's load event. Running something on import also keeps
// this chunk out of the entry: the build folds small side-effect-free chunks into it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void registerServiceWorker().catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
