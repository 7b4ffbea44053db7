import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, isLanguage, languageOfTags, type Language } from '@dripp/contract/languages';

/**
 * The portal's languages (docs/decisions/273). English is the source: its words stay in the code,
 * exactly as the spec writes them, so English loads no catalogue at all. Spanish loads the
 * frame's words (sign-in, Home, the menu and shared parts) before the first render, and each other
 * feature's with the pages that show it. `pseudo` is for the tests that look for words left outside the catalogue.
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

/** The frame's words: one catalogue per frame folder, and the contract's words. */
interface FrameWords {
  files: Record<string, { messages: Messages }>;
  words: Messages | Promise<Messages>;
}
const FRAME_WORDS: Record<Exclude<Locale, 'en'>, () => Promise<FrameWords>> = {
  es: () => import('./catalogues/lang-es-frame'),
  pseudo: () => import('./catalogues/lang-pseudo-frame'),
};
type FeatureWords = Record<string, () => Promise<{ messages: Messages }>>;
/** Every other feature's words, a file each, loaded with the pages that show them (decision 273). */
const FEATURE_WORDS: Record<Exclude<Locale, 'en'>, FeatureWords> = {
  es: import.meta.glob<{ messages: Messages }>([
    '../features/*/locales/es.po',
    '!../features/{auth,home,notifications}/**',
  ]),
  pseudo: import.meta.glob<{ messages: Messages }>([
    '../features/*/locales/pseudo.po',
    '!../features/{auth,home,notifications}/**',
  ]),
};
/** The date pickers' month and day names, with the first page that may show one, in Spanish only. */
const PICKER_WORDS: Partial<Record<Locale, () => Promise<unknown>>> = { es: () => import('dayjs/locale/es') };

const loaded = new Map<string, Promise<void>>();
/** The features whose pages have been opened: a change of language brings their words too. */
const wantedFeatures = new Set<string>();

/** Loads once what `load` gives, under `key`; a failed load is asked again next time. */
function loadOnce(key: string, load: () => Promise<Messages | undefined>, locale: Locale): Promise<void> {
  let loading = loaded.get(key);
  if (!loading) {
    loading = load().then(
      (messages) => {
        if (messages) i18n.load(locale, messages);
      },
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

function loadFrame(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return loadOnce(
    `${locale}:frame`,
    async () => {
      const { files, words } = await FRAME_WORDS[locale]();
      return Object.assign({}, await words, ...Object.values(files).map((file) => file.messages));
    },
    locale,
  );
}

function loadFeature(locale: Locale, feature: string): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const file = FEATURE_WORDS[locale][`../features/${feature}/locales/${locale}.po`];
  const pickers = PICKER_WORDS[locale];
  return Promise.all([
    file ? loadOnce(`${locale}:${feature}`, async () => (await file()).messages, locale) : undefined,
    pickers ? loadOnce(`${locale}:pickers`, async () => void (await pickers()), locale) : undefined,
  ]).then(() => undefined);
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
 * never shows half of each; the words of the features already opened come along (`loadFeatureWords`).
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
  await Promise.all([loadFrame(locale), ...[...wantedFeatures].map((feature) => loadFeature(locale, feature))]);
  i18n.activate(locale, [INTL_LOCALES[locale]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The words of the features a page shows, in the active language: awaited with the page's code
 * (`page()` in app/lazy-pages.tsx), so that it renders in one language.
 */
export function loadFeatureWords(features: readonly string[]): Promise<void> {
  features.forEach((feature) => wantedFeatures.add(feature));
  const locale = (i18n.locale as Locale) ?? 'en';
  return Promise.all(features.map((feature) => loadFeature(locale, feature))).then(() => undefined);
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
