// Home's first paint (docs/decisions/230, 231): the announcement and the promotion card written into
// the page's HTML, before any script has run, by the server for a signed-in request and by the
// service worker from the last Home this person saw on the phone. The app takes the same answer
// from the JSON tag into its query cache, so its first render shows the same cards.
// Kept free of zod: the service worker builds the same markup.
import type { Dashboard } from './home-content';

/** Where index.html takes the first paint: just before #root, which stays hidden while it shows. */
export const FIRST_PAINT_SLOT = '<!--home-first-paint-->';
export const FIRST_PAINT_ID = 'home-first-paint';
export const FIRST_PAINT_DATA_ID = 'home-first-paint-data';

/** The answer carried in the page: where it came from and when it was fetched (ms since the epoch). */
export interface FirstPaintData {
  dashboard: Dashboard;
  /** `server`: fetched for this request; `device`: the last one kept on the phone, to be refreshed. */
  source: 'server' | 'device';
  at: number;
  /** Whether Home shows the corrective-action counts for this person (its place is kept). */
  counts: boolean;
  /** Whether Home shows the counts of the store's day beside them (its place is kept); absent in older kept pages. */
  day?: boolean;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** JSON that cannot end its script tag or open a comment in it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
