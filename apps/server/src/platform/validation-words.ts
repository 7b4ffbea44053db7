import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { inCallerLanguage, type Language } from './words';

type LocaleError = (issue: never) => string | { message: string } | undefined | null;
const textOf = (error: LocaleError, issue: unknown): string | undefined => {
  const said = error(issue as never);
  return typeof said === 'string' ? said : (said?.message ?? undefined);
};
const english = z.locales.en().localeError as LocaleError;
const spanish = z.locales.es().localeError as LocaleError;

/**
 * A 422 entry in the caller's language. A message zod wrote itself (it equals what zod's English
 * locale says of the issue) is said again by zod's Spanish locale; a message the contract wrote
 * comes from the tables (WORDS_ES); either stays English when there is no Spanish.
 */
export function validationMessage(issue: FastifySchemaValidationError, language: Language): string {
  const message = issue.message ?? 'Invalid value';
  if (language === 'en') return message;
  const raw = { ...issue.params, code: issue.keyword, message };
  if (textOf(english, raw) === message) return textOf(spanish, raw) ?? message;
  return inCallerLanguage(message, language);
}
