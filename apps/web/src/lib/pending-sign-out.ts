import { authEndpoints } from '@dripp/contract/endpoints/auth';
import { ApiError } from './api-client';
import { call } from './endpoints';

/**
 * Sign-outs the server has not heard of yet (decision 187). A sign-out clears the device at once;
 * the token it ended is kept here only to tell the server (POST /auth/logout, which ends every
 * session of the person), and is dropped once the server has answered. It is sent when the
 * connection returns, when the app starts, and before a sign-in, so it never ends a later one.
 */
const KEY = 'sign-out-pending';

function pending(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((token) => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function keep(tokens: string[]): void {
  if (tokens.length) localStorage.setItem(KEY, JSON.stringify(tokens));
  else localStorage.removeItem(KEY);
}

export function keepSignOut(token: string): void {
  keep([...pending().filter((t) => t !== token), token]);
}

/** An answer that says the token is ended (or unusable); no answer or a server failure keeps it. */
const settled = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

let sending: Promise<void> | undefined;

/** Tells the server of every sign-out kept here; at most 5 s per token. */
export function sendPendingSignOuts(): Promise<void> {
  sending ??= (async () => {
    // A sign-out kept while this runs is sent in this round too.
    const tried = new Set<string>();
    for (let token = pending()[0]; token !== undefined; token = pending().find((t) => !tried.has(t))) {
      tried.add(token);
      if (!navigator.onLine) return;
      const done = await call(
        authEndpoints.signOut,
        {},
        { public: true, notify: false, token, stallFails: true, signal: AbortSignal.timeout(5000) },
      ).then(
        () => true,
        (error: unknown) => settled(error),
      );
      if (done) keep(pending().filter((t) => t !== token));
    }
  })().finally(() => (sending = undefined));
  return sending;
}

/** At the app's start: now, and whenever the connection returns. */
export function startPendingSignOuts(): void {
  window.addEventListener('online', () => void sendPendingSignOuts());
  if (localStorage.getItem(KEY)) void sendPendingSignOuts();
}
