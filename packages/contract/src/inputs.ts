import { z } from 'zod';

/**
 * The one set of input schemas every route builds on (DESIGN §5). Each refuses what the database
 * would choke on, so odd input gets a clear 4xx instead of a 500: text has a maximum length and no
 * NUL or unpaired UTF-16 surrogate; ids are plain positive decimals that fit an `integer` column;
 * dates are real calendar dates.
 */

export const MAX_INT = 2_147_483_647;

/** A lone surrogate cannot be encoded as UTF-8, and NUL cannot be stored in a PostgreSQL text. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export const STORABLE_MESSAGE = 'Contains characters that cannot be stored';

/** The one "too long" message of every text field (a 422 names the field with its label). */
export function tooLongMessage(max: number): string {
  return `Use at most ${max} characters`;
}

export interface TextOptions {
  /** Leading and trailing spaces are dropped before the length is checked. */
  trim?: boolean;
  /** Names the field when the value is not text at all ("Street 2 must be text"). */
  label?: string;
}

/** Text up to `max` characters (trimmed when `trim` is set). */
export function text(max: number, options: TextOptions = {}) {
  const { label } = options;
  const base = label ? z.string({ error: `${label} must be text` }) : z.string();
  return (options.trim ? base.trim() : base).max(max, tooLongMessage(max)).refine(isStorableText, STORABLE_MESSAGE);
}

/** Optional text: trimmed, up to `max` characters; absent, null and blank all become null. */
export function optionalText(max: number, options: Omit<TextOptions, 'trim'> = {}) {
  return text(max, { ...options, trim: true })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An absolute http or https address with a host: what a stored link may be (never `javascript:` or `data:`). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const WEB_LINK_MESSAGE = 'Enter a web address starting with http:// or https://';

/**
 * What the document states of a link: blank, or `http:`/`https:` in any case, where a URL parser
 * also drops control characters and spaces before it and tabs and line breaks within. It accepts
 * every link isWebLink does (and some it refuses, such as `http://` alone).
 */
export const WEB_LINK_FORM =
  /^[\0-\x20\s]*(?:[hH][\t\n\r]*[tT][\t\n\r]*[tT][\t\n\r]*[pP][\t\n\r]*(?:[sS][\t\n\r]*)?:[\s\S]+)?$/;

/** A stored link field (a website): trimmed text, empty or an http/https address. */
export function webLink(max: number) {
  return text(max, { trim: true })
    .refine((v) => v === '' || isWebLink(v), WEB_LINK_MESSAGE)
    .meta({ pattern: WEB_LINK_FORM.source, examples: ['https://example.com'] });
}

/**
 * Required text: trimmed, 1 to `max` characters; `label` names the field in the messages. A field
 * left out, null or blank is "required"; a number or an object "must be text".
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(max))
    .refine(isStorableText, STORABLE_MESSAGE);
}

const DECIMAL_ID = /^[1-9]\d{0,9}$/;
/**
 * The decimals 1 to 2^31-1 exactly, digit by digit. The document states it as the id's `pattern`;
 * the checks stay DECIMAL_ID and a refinement, so that a ten-digit id over the top is "too large".
 */
export const ID_UP_TO_MAX =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/**
 * A record id in a path, query or body: a JSON integer or a decimal string of one, 1 to 2^31-1.
 * `0x10`, `1e3`, `-1`, `1.5`, ` 7` and `2147483648` are refused, never reinterpreted.
 */
export const IdSchema = z
  .union([
    z.number().int('Must be a whole number').min(1, 'Must be a positive id').max(MAX_INT, 'Id is too large'),
    z
      .string()
      .regex(DECIMAL_ID, 'Must be a positive whole number')
      .transform(Number)
      .refine((n) => n <= MAX_INT, 'Id is too large')
      .meta({ pattern: ID_UP_TO_MAX.source }),
  ])
  .pipe(z.number());

/** One id of ID_UP_TO_MAX, and a part of a comma-joined list: blank, or an id, with spaces around. */
const LIST_ID = ID_UP_TO_MAX.source.slice(1, -1);
const LIST_PART = `\\s*(?:${LIST_ID}\\s*)?`;
/** A comma-joined id list that names at least one id, as its pattern states it. */
export const ID_LIST_NOT_EMPTY = new RegExp(`^(?:\\s*,)*\\s*${LIST_ID}\\s*(?:,${LIST_PART})*$`);

/**
 * Ids sent comma-joined in one string ("3,7,12"), as several spec forms do; at most `max`. With
 * `emptyMessage`, a list naming no id is refused with it, and the document states the list's form
 * as its pattern (the checks, and their messages, stay those below).
 */
export function idList(max: number, emptyMessage?: string) {
  const list = z.string().max(max * 11);
  return (emptyMessage ? list.meta({ pattern: ID_LIST_NOT_EMPTY.source }) : list)
    .transform((value, ctx) => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const ids: number[] = [];
      for (const part of parts) {
        const parsed = IdSchema.safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `"${part.slice(0, 20)}" is not an id` });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      if (ids.length > max) {
        ctx.addIssue({ code: 'custom', message: `At most ${max} ids` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .refine((ids) => !emptyMessage || ids.length > 0, emptyMessage);
}

/**
 * A list that names each thing once: an item whose key (`key` of it, or itself) repeats one before
 * it is refused (422) at its place in the list, instead of reaching the database as a second row.
 * Use as `z.array(item).superRefine(eachOnce('kind'))`.
 */
export function eachOnce<T>(key?: keyof T & string) {
  return (items: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key ? (item as Record<string, unknown>)[key] : item;
      if (value === null || value === undefined) return;
      if (seen.has(value))
        context.addIssue({
          code: 'custom',
          path: key ? [index, key] : [index],
          message: `${String(value)} is listed twice`,
        });
      seen.add(value);
    });
  };
}

/** A whole number in a query or body, as a JSON number or a decimal string, within [min, max]. */
export function wholeNumber(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,10}$/, 'Must be a whole number')
        .transform(Number),
    ])
    .pipe(
      z.number().int('Must be a whole number').min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`),
    );
}

/** A 0/1 flag as the spec sends them: 0, 1, "0", "1", true or false. */
export const FlagSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((v) => (v === 1 || v === '1' || v === true ? 1 : 0));

const YEAR = '(?:19|2\\d)\\d\\d';
/** Of the years 1900 to 2999, those with a 29 February (2000, 2400 and 2800 among the hundreds). */
const LEAP_YEAR = '(?:19|2\\d)(?:0[48]|[2468][048]|[13579][26])|2[048]00';
const MONTH_DAY =
  '(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])';
/** The real days of the years 1900 to 2999, as the document states a calendar date's pattern. */
export const CALENDAR_DATE = new RegExp(`^(?:(?:${LEAP_YEAR})-02-29|${YEAR}-(?:${MONTH_DAY}))$`);

/**
 * YYYY-MM-DD that names a real day, years 1900 to 2999 (a wider range is a typo, not a store day).
 * The checks (and their two messages) are zod's date and a refinement; CALENDAR_DATE states both.
 */
export const CalendarDateSchema = z.iso
  .date('Use a real date in the format YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01' && value <= '2999-12-31', 'Use a date between 1900 and 2999')
  .meta({ pattern: CALENDAR_DATE.source });

/**
 * A number typed into a sheet cell (cash count, waste log): a JSON number within ±`max`, or text
 * of at most `maxLength` characters that the domain rules parse leniently. A number beyond any
 * plausible amount is refused rather than silently counted as 0.
 */
export function sheetCell(max: number, maxLength = 30) {
  return z.union([
    z.number().min(-max, `Must be at least -${max}`).max(max, `Must be at most ${max}`),
    text(maxLength),
  ]);
}

/** Page size and offset of a capped list. */
export function pageLimit(max: number, fallback = Math.min(10, max)) {
  return wholeNumber(1, max).default(fallback);
}
export const OffsetSchema = wholeNumber(0, 10_000_000).default(0);

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, tooLongMessage(254))
  .pipe(z.email('Enter a valid email address'));

const PHONE_RE = /^[0-9+().\-\s/#xXtTeE]*\d[0-9+().\-\s/#xXtTeE]*$/;
export function phone(label = 'Phone') {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(50, tooLongMessage(50))
    .regex(PHONE_RE, 'Enter a valid phone number');
}
