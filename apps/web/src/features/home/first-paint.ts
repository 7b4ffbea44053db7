import type { QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_DATA_ID, FIRST_PAINT_ID, type FirstPaintData } from '@dripp/contract/home-first-paint';
import type { Dashboard } from '@dripp/contract/home-content';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import { keyOf } from '../../lib/endpoints';

/**
 * Home's first paint (docs/decisions/230, 231): the server, or the service worker, wrote Home's
 * cards into the page as HTML, with #root hidden behind them, and their answer as JSON. The app
 * takes that answer into its query cache, so its first render of Home shows the same cards, and
 * the HTML gives the screen to the app in the same frame as the app's cards appear.
 */

let carried: FirstPaintData | null | undefined;

/** The answer the page's HTML carried, or null (read once: the tag leaves with the first paint). */
export function firstPaintData(): FirstPaintData | null {
  if (carried === undefined) {
    const text = document.getElementById(FIRST_PAINT_DATA_ID)?.textContent;
    try {
      carried = text ? (JSON.parse(text) as FirstPaintData) : null;
    } catch {
      carried = null;
    }
  }
  return carried;
}

/**
 * The carried answer as the query's first data. From the server it is as fresh as an answer of
 * the API; from the phone it is the last one seen, marked stale so that a fresh one is fetched.
 */
export function firstPaintDashboard(): { data: Dashboard; updatedAt: number } | undefined {
  const data = firstPaintData();
  if (!data) return undefined;
  return { data: data.dashboard, updatedAt: data.source === 'server' ? Date.now() : 0 };
}

/**
 * The app takes the screen: the HTML's first paint goes, and #root shows. Its answer is forgotten
 * too: a later Home in this tab (after a sign-out and another sign-in) loads its own.
 */
export function releaseFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  carried = null;
}

/**
 * At the app's start: Home's answer into the cache; and, should the app open some other page
 * than Home (a redirect), the first paint gives way as soon as that page renders.
 */
export function seedFirstPaint(client: QueryClient): void {
  const seed = firstPaintDashboard();
  const key = keyOf(homeContentEndpoints.dashboard, {});
  if (seed && client.getQueryData(key) === undefined)
    client.setQueryData(key, seed.data, { updatedAt: seed.updatedAt });
  const root = document.getElementById('root');
  if (!root || !document.getElementById(FIRST_PAINT_ID)) return;
  const watch = new MutationObserver(() => {
    if (!document.getElementById(FIRST_PAINT_ID)) watch.disconnect();
    else if (window.location.pathname !== '/') {
      releaseFirstPaint();
      watch.disconnect();
    }
  });
  watch.observe(root, { childList: true, subtree: true });
}
