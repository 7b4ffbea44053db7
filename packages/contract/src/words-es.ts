/**
 * The Spanish of the fixed words the contract gives both sides (menu entries, permission and state
 * labels, field labels, validation messages), keyed by their English, which stays as the spec
 * writes it (docs/decisions/273). The server answers with them; the web app loads them into its
 * Spanish catalogue and shows a contract word with `i18n._(english)`.
 */
export const WORDS_ES: Record<string, string> = {};

/** A contract word in `language`: the English itself when there is no Spanish for it. */
export const inLanguage = (english: string, language: string): string =>
  (language === 'es' && WORDS_ES[english]) || english;
