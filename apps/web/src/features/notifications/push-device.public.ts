import { pushEndpoints } from '@dripp/contract/endpoints/push';
import type { PushSubscriptionInput } from '@dripp/contract/push';
import { call, callData } from '../../lib/endpoints';
import { t } from '@lingui/core/macro';

/*
 * This device's Web Push subscription (docs/decisions/173): asked of the browser with the
 * server's VAPID public key through the portal's service worker (src/sw.ts, src/sw-push.ts), and
 * saved on the server for the signed-in person.
 */

export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-install';

/** Why turning pushes on did not happen, in words for the person. */
export class PushProblem extends Error {}

/** The portal opened from the Home Screen, as an app. */
const STANDALONE_QUERY = '(display-mode: standalone)';

export function pushSupport(): PushSupport {
  const apis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (apis) return 'supported';
  // iPhones and iPads push only to the portal added to the Home Screen and opened from there.
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.maxTouchPoints > 1 && /Mac/.test(navigator.platform));
  const standalone = window.matchMedia?.(STANDALONE_QUERY).matches;
  return apple && !standalone ? 'ios-needs-install' : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (!found)
    throw new PushProblem(
      t`The portal is not ready for notifications in this window yet. Reload the page, then try again.`,
    );
  return found;
}

/** The browser's subscription of this device, when there is one and notifications are allowed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return null;
  const found = await navigator.serviceWorker.getRegistration('/');
  return (await found?.pushManager.getSubscription()) ?? null;
}

function inputOf(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

const toBase64url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves this device's subscription for the signed-in person (again, after a sign-in by someone else). */
export async function saveSubscription(subscription: PushSubscription): Promise<number> {
  return (await callData(pushEndpoints.subscribe, { body: inputOf(subscription) }, { notify: false })).id;
}

/** Asks the browser's permission, subscribes with the server's key and saves the subscription. */
export async function turnPushOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied')
    throw new PushProblem(
      t`This browser blocks the portal's notifications. Allow them in the site settings (the icon beside the address), then turn this on again.`,
    );
  if (permission !== 'granted')
    throw new PushProblem(t`Notifications were not allowed. Turn this on again to be asked once more.`);
  const worker = await registration();
  const { public_key: key } = await callData(pushEndpoints.publicKey, {}, { notify: false });
  let subscription = await worker.pushManager.getSubscription();
  // One made with another key (the server's key was changed) can no longer be pushed to.
  if (subscription && toBase64url(subscription.options.applicationServerKey) !== key) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64url(key),
  });
  await saveSubscription(subscription);
}

/**
 * Deletes this device's subscription on the server (`server`: offline, a sign-out leaves that to
 * the server's own sign-out) and in the browser, which forgets it even when the server cannot be told.
 */
export async function turnPushOff({ server = true } = {}): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    if (server) {
      // The server names the device by the id it answers for the subscription.
      const id = await saveSubscription(subscription);
      await call(pushEndpoints.unsubscribe, { params: { id } }, { notify: false });
    }
  } finally {
    await subscription.unsubscribe();
  }
}
