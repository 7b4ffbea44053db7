import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, isLanguage, languageOfTags, type Language } from '@dripp/contract/languages';

/**
 * The portal's languages (docs/decisions/273). English is the source: its words stay in the code,
 * exactly as the spec writes them, so English loads no catalogue at all. Spanish loads two: the
 * frame's (sign-in, Home, the menu and shared parts) with the first page, the rest with the first
 * other page. `pseudo` is for the tests that look for words left outside the catalogue.
 */
export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@dripp/contract/languages';
type Locale = Language | 'pseudo';

/** The locale Intl formats with: US conventions for both (dollars, month-first dates, decision 133). */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US', pseudo: 'en-US' };

const STORAGE_KEY = 'dripp-language';
/** Set by the end-to-end tests only: every word from the catalogue shows accented. */
const PSEUDO_KEY = 'dripp-pseudo-locale';

i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', locales: [INTL_LOCALES.en], messages: {} });

type Part = 'frame' | 'pages';
/** A language's part: one catalogue per feature, and for the frame the contract's words too. */
interface CataloguePart {
  files: Record<string, { messages: Messages }>;
  words?: Messages | Promise<Messages>;
}
const catalogues: Record<Exclude<Locale, 'en'>, Record<Part, () => Promise<CataloguePart>>> = {
  es: { frame: () => import('./catalogues/lang-es-frame'), pages: () => import('./catalogues/lang-es-pages') },
  pseudo: {
    frame: () => import('./catalogues/lang-pseudo-frame'),
    pages: () => import('./catalogues/lang-pseudo-pages'),
  },
};
const loaded = new Map<string, Promise<void>>();
/** A page outside the frame has been opened: a change of language brings its words too. */
let pagesWanted = false;

function loadPart(locale: Locale, part: Part): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const key = `${locale}:${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogues[locale][part]().then(
      async ({ files, words }) =>
        i18n.load(locale, Object.assign({}, await words, ...Object.values(files).map((file) => file.messages))),
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

function storedPseudo(): boolean {
  try {
    return localStorage.getItem(PSEUDO_KEY) === '1';
  } catch {
    return false;
  }
}

/** The browser's first language the portal speaks, else English. */
export function browserLanguage(): Language {
  return languageOfTags(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** The language last chosen on this device (the person's setting, or the sign-in page's switch). */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language the portal speaks now. */
export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** The locale Intl formats dates, times, numbers and money with in the active language. */
export const intlLocale = (): string => INTL_LOCALES[(i18n.locale as Locale) ?? 'en'] ?? 'en-US';

/**
 * Speaks `language` from now on, on this device too: the frame's words load first, so the page
 * never shows half of each. Other pages' words load with those pages (`loadPageMessages`).
 */
export async function activateLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
    // The server's and the service worker's first paint of the sign-in pages read it.
    Cookies.set(LANGUAGE_COOKIE, language, {
      path: '/',
      expires: 365,
      sameSite: 'lax',
      secure: location.protocol === 'https:',
    });
  }
  const locale: Locale = storedPseudo() ? 'pseudo' : language;
  await loadPart(locale, 'frame');
  if (pagesWanted) await loadPart(locale, 'pages');
  i18n.activate(locale, [INTL_LOCALES[locale]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The words of the pages outside the frame, in the active language: awaited with a page's code. */
export function loadPageMessages(): Promise<void> {
  pagesWanted = true;
  return loadPart((i18n.locale as Locale) ?? 'en', 'pages');
}

/**
 * The language a visit starts in: the address's `?lang=` (the sign-in pages' switch before the app
 * had loaded), the device's last choice, its cookie, else the browser's.
 */
export function startingLanguage(): Language {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const cookie = Cookies.get(LANGUAGE_COOKIE);
  return storedLanguage() ?? (isLanguage(cookie) ? cookie : browserLanguage());
}

export { i18n };
