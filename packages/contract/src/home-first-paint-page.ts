// Home's first paint as HTML (docs/decisions/230, 231), in the person's language (decision 273):
// written by the server and the service worker only, so the web app's own modules, which read the
// ids above from home-first-paint.ts, do not carry the Spanish table.
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  FIRST_PAINT_SLOT,
  escapeHtml,
  scriptJson,
  type FirstPaintData,
} from './home-first-paint';
import type { Language } from './languages';
import { inLanguage } from './words-es';

type Dashboard = FirstPaintData['dashboard'];
type Field = 'announcement' | 'title' | 'description';

/** The chain's text `field` as `language` reads it: its Spanish when there is one (decision 275). */
export function shownText(dashboard: Dashboard, field: Field, language: Language): string {
  return (language === 'es' && dashboard[`${field}_es`]) || dashboard[field];
}

/** ChainTextMarks (apps/web/src/components/chain-text.tsx) as HTML: "English only" or "May be out of date". */
function mark(dashboard: Dashboard, field: Field, language: Language): string {
  if (language !== 'es' || !dashboard[field]) return '';
  if (!dashboard[`${field}_es`])
    return `<span class="fp-mark">${escapeHtml(inLanguage('English only', language))}</span>`;
  return dashboard[`${field}_es_out_of_date`]
    ? `<span class="fp-mark fp-mark-old">${escapeHtml(inLanguage('May be out of date', language))}</span>`
    : '';
}

/** Only http(s) and same-origin image addresses reach an `src`. */
function imageSource(file: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(file) ? file : null;
}

/** The place of Home's counts: the corrective actions' and the store day's, side by side from 48em. */
function countsRow(data: FirstPaintData): string {
  const shown = [data.counts, data.day ?? false].filter(Boolean).length;
  if (shown === 0) return '';
  return `<div class="fp-count-row${shown === 2 ? ' fp-two' : ''}">${'<div class="fp-counts"></div>'.repeat(shown)}</div>`;
}

/**
 * The frame and Home's cards as static HTML. `announcementHtml` must already be sanitised rich
 * text, the announcement as `language` reads it (`shownText`; the server passes it through its
 * sanitiser; the service worker has it from the API, which sanitises on write). Every other value
 * is escaped here.
 */
export function firstPaintMarkup(data: FirstPaintData, announcementHtml: string, language: Language = 'en'): string {
  const w = (english: string) => escapeHtml(inLanguage(english, language));
  const { dashboard } = data;
  const { file } = dashboard;
  const title = shownText(dashboard, 'title', language);
  const description = shownText(dashboard, 'description', language);
  const spoken = language === 'es' ? ' lang="es"' : '';
  const hasAnnouncement = announcementHtml.trim() !== '';
  const hasPromotion = title.trim() !== '' || description.trim() !== '' || file !== null;
  const image = file ? imageSource(file) : null;
  const cards = [
    hasAnnouncement
      ? `<section class="fp-card" aria-labelledby="fp-announcement"><div class="fp-head"><h2 id="fp-announcement" class="fp-h2">${w('Important announcement')}</h2></div>${mark(dashboard, 'announcement', language)}<div class="fp-rich"${spoken}>${announcementHtml}</div></section>`
      : '',
    hasPromotion
      ? `<section class="fp-card fp-promo" aria-labelledby="fp-promotion">${
          image
            ? `<img class="fp-img" src="${escapeHtml(image)}" alt="${title ? escapeHtml(title) : w('Promotion')}">`
            : ''
        }<div class="fp-promo-body"><h2 id="fp-promotion" class="fp-h2">${title ? `${escapeHtml(title)} ${mark(dashboard, 'title', language)}` : w('Promotion')}</h2>${
          description
            ? `<p class="fp-desc">${escapeHtml(description)} ${mark(dashboard, 'description', language)}</p>`
            : ''
        }<a class="fp-link" href="/promotion">${w('Details')} →</a></div></section>`
      : '',
  ].join('');
  return (
    `<div id="${FIRST_PAINT_ID}" class="fp">` +
    `<header class="fp-bar">Dripp Portal</header>` +
    `<main class="fp-main"><div class="fp-welcome"><div><h1 class="fp-h1">${w('Welcome to the Dripp Portal')}</h1>` +
    `<p class="fp-dim">${w('Pick your store and get the day going.')}</p></div><div class="fp-select"></div></div>` +
    `${countsRow(data)}${cards ? `<div class="fp-cards">${cards}</div>` : ''}</main>` +
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
