/**
 * The languages the portal speaks (docs/decisions/273), and how a request without a signed-in
 * person says which it wants: the language cookie the sign-in pages' switch sets, else the
 * browser's Accept-Language. Kept free of zod: the web app's shell and the service worker read it.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Set by the sign-in pages' switch and at sign-in, for a year: the server's first paint reads it. */
export const LANGUAGE_COOKIE = 'language';

/** The first language of an Accept-Language header (or navigator.languages) the portal speaks, else English. */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().split(';')[0]!.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language of a request without a signed-in person: its cookie, else its Accept-Language. */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  return languageOfTags((acceptLanguage ?? '').split(','));
}
