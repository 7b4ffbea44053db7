// The login page's first paint (docs/decisions/261): the sign-in frame and, on a portal that still
// holds the demo accounts, the demo note, written into the page's HTML by the server for a request
// with no session, so the page paints before any script has arrived. It is Mantine's own markup of
// LoginPage (apps/web/src/features/auth/login-page.tsx, auth-layout.tsx) with its classes: the
// entry's stylesheet, which the page waits for anyway, styles it. What Mantine's provider sets at run
// time (the theme's variables, the light scheme, the responsive paddings) is in the style tag below.
// #root stays hidden behind it until LoginPage has rendered; LoginPage then takes what was typed and
// removes it in the same task. Nothing of a person goes in: the page is the same for every visitor.
import type { DemoNotice } from './session';

/**
 * The path below /api of the demo answer (GET, `authEndpoints.demoNotice`), here without zod so that
 * the service worker builds its address from the definition's own path.
 */
export const DEMO_NOTICE_PATH = '/auth/demo';

export const LOGIN_FIRST_PAINT_ID = 'login-first-paint';
export const LOGIN_FIRST_PAINT_DATA_ID = 'login-first-paint-data';
export const LOGIN_FORM_ID = 'lfp-form';

/**
 * The page's one inline script, allowed by its hash in the Content-Security-Policy (the server's
 * `securityHeaders`): a press of Login, or Enter in a field, before the app runs is kept on the form,
 * and the app sends it once it has taken over. Without it the form sends nothing: its method is
 * `dialog`, which outside a dialog goes nowhere, so no password can reach an address.
 */
export const LOGIN_FIRST_PAINT_SCRIPT = `document.getElementById("${LOGIN_FORM_ID}").addEventListener("submit",function(e){e.preventDefault();e.target.setAttribute("data-sent","")})`;

/**
 * The demo answer the page carries: the server's of this moment, or one the service worker kept
 * (docs/decisions/261), with `at`, when it was answered (ms), so the app asks again once it is stale.
 */
export interface CarriedDemoNotice extends DemoNotice {
  at?: number;
}

/** The first paint's fields, by the name LoginPage gives its own. */
export const LOGIN_FIRST_PAINT_FIELDS = ['username', 'password', 'remember_me'] as const;
