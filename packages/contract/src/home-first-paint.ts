// Home's first paint (docs/decisions/230, 231): the announcement and the promotion card written into
// the page's HTML, before any script has run, by the server for a signed-in request and by the
// service worker from the last Home this person saw on the phone. The app takes the same answer
// from the JSON tag into its query cache, so its first render shows the same cards.
// Kept free of zod: the service worker builds the same markup.
import type { Dashboard } from './home-content';
import type { Language } from './languages';
import { inLanguage } from './words-es';

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
  /** Whether Home shows the corrective-action counts row for this person (its place is kept). */
  counts: boolean;
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

/** Only http(s) and same-origin image addresses reach an `src`. */
function imageSource(file: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(file) ? file : null;
}

/**
 * The frame and Home's cards as static HTML. `announcementHtml` must already be sanitised rich
 * text (the server passes it through its sanitiser; the service worker has it from the API, which
 * sanitises on write). Every other value is escaped here.
 */
export function firstPaintMarkup(data: FirstPaintData, announcementHtml: string, language: Language = 'en'): string {
  const w = (english: string) => escapeHtml(inLanguage(english, language));
  const { title, description, file } = data.dashboard;
  const hasAnnouncement = announcementHtml.trim() !== '';
  const hasPromotion = title.trim() !== '' || description.trim() !== '' || file !== null;
  const image = file ? imageSource(file) : null;
  const cards = [
    hasAnnouncement
      ? `<section class="fp-card" aria-labelledby="fp-announcement"><div class="fp-head"><h2 id="fp-announcement" class="fp-h2">${w('Important announcement')}</h2></div><div class="fp-rich">${announcementHtml}</div></section>`
      : '',
    hasPromotion
      ? `<section class="fp-card fp-promo" aria-labelledby="fp-promotion">${
          image
            ? `<img class="fp-img" src="${escapeHtml(image)}" alt="${title ? escapeHtml(title) : w('Promotion')}">`
            : ''
        }<div class="fp-promo-body"><h2 id="fp-promotion" class="fp-h2">${title ? escapeHtml(title) : w('Promotion')}</h2>${
          description ? `<p class="fp-desc">${escapeHtml(description)}</p>` : ''
        }<a class="fp-link" href="/promotion">${w('Details')} →</a></div></section>`
      : '',
  ].join('');
  return (
    `<div id="${FIRST_PAINT_ID}" class="fp">` +
    `<header class="fp-bar">Dripp Portal</header>` +
    `<main class="fp-main"><div class="fp-welcome"><div><h1 class="fp-h1">${w('Welcome to the Dripp Portal')}</h1>` +
    `<p class="fp-dim">${w('Pick your store and get the day going.')}</p></div><div class="fp-select"></div></div>` +
    `${data.counts ? '<div class="fp-counts"></div>' : ''}${cards ? `<div class="fp-cards">${cards}</div>` : ''}</main>` +
    `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>` +
    `</div>`
  );
}

/** The app's own files as the build names them in the page's head: its code, the code it preloads, its styles. */
const APP_FILES =
  /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)\r?\n?/g;

/**
 * index.html with the first paint in its slot; unchanged when the slot is not there. The app's
 * script and stylesheet move from the head to the end of the body (decision 263): the first paint
 * carries its own styles, so it is painted as soon as it is parsed, without waiting for the app's
 * stylesheet, and before the app's code runs. On a repeat visit both come from the service worker at
 * once, and the code's first task (about 1 s on the phone) used to run before the first paint.
 */
export function withFirstPaint(
  indexHtml: string,
  data: FirstPaintData,
  announcementHtml: string,
  language: Language = 'en',
): string {
  const at = indexHtml.indexOf(FIRST_PAINT_SLOT);
  if (at < 0) return indexHtml;
  const head = indexHtml.slice(0, at);
  const appFiles = head.match(APP_FILES) ?? [];
  const body = indexHtml.slice(at + FIRST_PAINT_SLOT.length);
  const end = body.lastIndexOf('</body>');
  const rest = end < 0 ? body : `${body.slice(0, end)}${appFiles.join('')}${body.slice(end)}`;
  const page = head.replace(APP_FILES, '') + firstPaintMarkup(data, announcementHtml, language) + rest;
  return page.replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
}
