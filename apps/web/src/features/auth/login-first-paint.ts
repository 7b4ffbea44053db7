import type { DemoNotice } from '@dripp/contract/session';
import {
  type CarriedDemoNotice,
  LOGIN_FIRST_PAINT_DATA_ID,
  LOGIN_FIRST_PAINT_FIELDS,
  LOGIN_FIRST_PAINT_ID,
} from '@dripp/contract/login-first-paint';
import { paths } from '../../config/paths';

/**
 * The login page's first paint (docs/decisions/261): the server wrote the page's frame, form and
 * demo note into the HTML, with #root hidden behind them, and the demo answer as JSON. The app takes
 * that answer as the demo query's first data, so LoginPage's first render has the same note; when it
 * has rendered, it takes what was typed into the HTML's form and removes it in the same task.
 */

let carried: CarriedDemoNotice | null | undefined;

/** The demo answer the page's HTML carried, or undefined (read once: the tag leaves with the first paint). */
export function carriedDemoNotice(): DemoNotice | undefined {
  if (carried === undefined) {
    const text = document.getElementById(LOGIN_FIRST_PAINT_DATA_ID)?.textContent;
    try {
      const value: unknown = text ? JSON.parse(text) : null;
      const { demo, at } = (value ?? {}) as { demo?: unknown; at?: unknown };
      carried = typeof demo === 'boolean' ? (typeof at === 'number' && at > 0 ? { demo, at } : { demo }) : null;
    } catch {
      carried = null;
    }
  }
  return carried ? { demo: carried.demo } : undefined;
}

/**
 * When the carried answer was given: now for the server's page, the time the service worker kept
 * its copy for a repeat visit (docs/decisions/261), so a stale copy is asked again.
 */
export function carriedDemoNoticeAt(): number {
  carriedDemoNotice();
  return carried?.at ?? Date.now();
}

/** What the person did in the HTML's form before the app ran. */
export interface TypedBeforeTheApp {
  username: string;
  password: string;
  rememberMe: boolean;
  /** Login was pressed (or Enter in a field) before the app ran: the app sends the form. */
  sent: boolean;
  /** The field that had the focus, by name, and where its caret was. */
  focus?: { name: string; start: number | null; end: number | null };
}

/**
 * The app takes the screen: what was typed into the HTML's form is handed back, the first paint
 * goes, and #root shows. Null when there was no first paint (or it has gone already).
 */
export function releaseLoginFirstPaint(): TypedBeforeTheApp | null {
  const paint = document.getElementById(LOGIN_FIRST_PAINT_ID);
  carried = null;
  if (!paint) return null;
  const field = (name: string) => paint.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement &&
    paint.contains(active) &&
    LOGIN_FIRST_PAINT_FIELDS.some((n) => n === active.name)
      ? active
      : null;
  const typed: TypedBeforeTheApp = {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    rememberMe: field('remember_me')?.checked ?? false,
    sent: paint.querySelector('form')?.hasAttribute('data-sent') ?? false,
    focus: focused
      ? {
          name: focused.name,
          start: focused.type === 'checkbox' ? null : focused.selectionStart,
          end: focused.type === 'checkbox' ? null : focused.selectionEnd,
        }
      : undefined,
  };
  paint.remove();
  return typed;
}

/**
 * What was typed, into the app's form: the inputs' values first, so React's render with the same
 * state leaves them (and the caret) as they are; then the focus and the caret where they were.
 */
export function restoreTyped(form: HTMLFormElement, typed: TypedBeforeTheApp): void {
  const input = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field : null;
  };
  const username = input('username');
  const password = input('password');
  const rememberMe = input('remember_me');
  if (username) username.value = typed.username;
  if (password) password.value = typed.password;
  if (rememberMe) rememberMe.checked = typed.rememberMe;
  const focus = typed.focus;
  const field = focus ? input(focus.name) : null;
  if (!focus || !field) return;
  field.focus();
  if (focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
}

/**
 * Should the app open some other page than the login form (a session kept where the server could
 * not see it, or the page's error), the first paint gives way as soon as that page renders: another
 * address, or a heading in #root with no form (the loading outline has neither).
 */
export function watchLoginFirstPaint(): void {
  const root = document.getElementById('root');
  if (!root || !document.getElementById(LOGIN_FIRST_PAINT_ID)) return;
  const watch = new MutationObserver(() => {
    if (!document.getElementById(LOGIN_FIRST_PAINT_ID)) watch.disconnect();
    else if (
      window.location.pathname !== paths.login.path ||
      (root.querySelector('h1') && !root.querySelector('form'))
    ) {
      releaseLoginFirstPaint();
      watch.disconnect();
    }
  });
  watch.observe(root, { childList: true, subtree: true });
}
