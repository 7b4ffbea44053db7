import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languageOfHeader, type Language } from '@dripp/contract/language';
import { WORDS_ES } from '@dripp/contract/words-es';
import type { FastifyRequest } from 'fastify';
import { MAIL_WORDS_ES } from './mail-words-es';
import { SERVER_WORDS_ES } from './words-es';

export type { Language };

/**
 * The language the server speaks to the caller of `request`: the signed-in person's stored
 * choice; before sign-in (or on a public route) what `Accept-Language` asks for; else English.
 */
export function callerLanguage(request: FastifyRequest): Language {
  if (request.principal) return request.principal.language;
  return languageOfHeader(request.headers['accept-language']);
}

/**
 * Both tables, keyed by the English message in ICU form (`{label} is required`): the contract's
 * fixed words (validation messages, labels) and the server's own (errors, answers, mail).
 */
function spanishTable(): Record<string, string> {
  return { ...WORDS_ES, ...SERVER_WORDS_ES, ...MAIL_WORDS_ES };
}

const PLACEHOLDER = /\{(\w+)\}/g;
/** A day as the English texts write it (decision 133): "March 10, 2026", said in Spanish as "10 de marzo de 2026". */
const ENGLISH_DAY =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})$/;
const SPANISH_DAY = new Intl.DateTimeFormat('es-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Placeholders that only ever hold a number; `{time}` always starts with a clock time (9:30). */
const NUMERIC = /^(count|max|min)$/;

interface Pattern {
  key: string;
  names: string[];
  match: RegExp;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with placeholders, as a pattern its English rendering matches. */
function patternOf(key: string): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const found of key.matchAll(PLACEHOLDER)) {
    source += escapeRegex(key.slice(last, found.index));
    source += NUMERIC.test(found[1]!)
      ? '(\\d[\\d,.]*)'
      : found[1] === 'time'
        ? '(\\d{1,2}:\\d{2}[\\s\\S]*?)'
        : '([\\s\\S]*?)';
    names.push(found[1]!);
    last = found.index! + found[0].length;
  }
  source += escapeRegex(key.slice(last));
  return { key, names, match: new RegExp(`^${source}$`) };
}

let loaded: { table: Record<string, string>; patterns: Pattern[]; i18n: ReturnType<typeof setupI18n> } | undefined;

/** A Spanish text as Lingui renders it; one that is not valid ICU is shown as written rather than failing a request. */
function compiled(es: string) {
  try {
    return compileMessage(es);
  } catch {
    return es;
  }
}

function spanish() {
  if (loaded) return loaded;
  const table = spanishTable();
  const messages = Object.fromEntries(Object.entries(table).map(([english, es]) => [english, compiled(es)]));
  const patterns = Object.keys(table)
    .filter((key) => /\{\w+\}/.test(key) && !/[{}]/.test(key.replace(PLACEHOLDER, '')))
    // The longest fixed text first, so "An action that is {label} cannot be started" beats "{label} is required".
    .map(patternOf)
    .sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length);
  loaded = { table, patterns, i18n: setupI18n({ locale: 'es', messages: { es: messages } }) };
  return loaded;
}

/**
 * `english` as the server says it in `language`: English unchanged; Spanish from the tables, a
 * message built from a template matched against its pattern; English when there is no Spanish.
 */
export function inCallerLanguage(english: string, language: Language): string {
  return language === 'es' && english ? inSpanish(english, 2) : english;
}

/** A value inside a message is itself put in Spanish when it is a word or message of the tables ("Open" → "Abierto"). */
function inSpanish(english: string, depth: number): string {
  const { table, patterns, i18n } = spanish();
  if (table[english] !== undefined) return i18n._(english);
  const day = ENGLISH_DAY.exec(english);
  if (day) return SPANISH_DAY.format(new Date(`${day[1]} ${day[2]}, ${day[3]} 12:00 UTC`));
  if (depth === 0) return english;
  for (const pattern of patterns) {
    const found = pattern.match.exec(english);
    if (!found) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, inSpanish(found[i + 1]!, depth - 1)]));
    return i18n._(pattern.key, values);
  }
  // A list inside a message ("Opening checklist, Cash count"): each word of the tables in Spanish.
  if (depth < 2 && english.includes(', ')) {
    const pieces = english.split(', ');
    if (pieces.some((piece) => table[piece] !== undefined))
      return pieces.map((piece) => (table[piece] !== undefined ? i18n._(piece) : piece)).join(', ');
  }
  return english;
}

/** `english` in `language`: the name mail and push texts are written with, so a test finds them. */
export const say = inCallerLanguage;

/** Whether `english` has Spanish (a word of a table, or a message one of its templates matches). */
export function hasSpanish(english: string): boolean {
  const { table, patterns } = spanish();
  return table[english] !== undefined || patterns.some((p) => p.match.test(english));
}
