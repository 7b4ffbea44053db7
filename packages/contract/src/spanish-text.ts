import { z } from 'zod';
import { text } from './inputs';

/**
 * The chain's own words in two languages (decision 275): a text the chain writes (a task, a score
 * item, the announcement, a recipe...) may carry a Spanish version beside its English. The Spanish
 * is kept with the English it was written against; when the English changes and the Spanish is not
 * saved again, the Spanish "may be out of date" until someone saves it again. This module is the
 * one place that rule lives: the answers' and requests' fields, and what a save does.
 */

type AnswerFields<N extends string> = { [K in `${N}_es`]: z.ZodNullable<z.ZodString> } & {
  [K in `${N}_es_out_of_date`]: z.ZodBoolean;
};

/** The fields an answer adds for the text `name`: its Spanish (null: none) and whether that may be out of date. */
export function spanishAnswer<const N extends string>(name: N): AnswerFields<N> {
  return {
    [`${name}_es`]: z
      .string()
      .nullable()
      .meta({ description: `The Spanish of \`${name}\`, null when there is none: show \`${name}\` then.` }),
    [`${name}_es_out_of_date`]: z.boolean().meta({
      description: `\`${name}\` changed after \`${name}_es\` was last saved: the Spanish may be out of date.`,
    }),
  } as AnswerFields<N>;
}

type RequestFields<N extends string, S extends z.ZodType> = { [K in `${N}_es`]: z.ZodOptional<z.ZodNullable<S>> } & {
  [K in `${N}_es_confirmed`]: z.ZodOptional<z.ZodBoolean>;
};

/**
 * The fields a request adds for the text `name`. `<name>_es` absent, or sent as it is stored:
 * the Spanish is unchanged (a record read and sent back never vouches for its Spanish). A
 * different Spanish is saved against the English of the same request; null or blank removes it.
 * `<name>_es_confirmed: true` saves the Spanish unchanged on purpose: it still says what the
 * English says, and it is no longer out of date.
 */
export function spanishRequest<const N extends string>(
  name: N,
  max: number,
  options: { trim?: boolean } = {},
): RequestFields<N, ReturnType<typeof text>> {
  return {
    [`${name}_es`]: text(max, options)
      .nullish()
      .meta({ description: `The Spanish of \`${name}\`; null or blank removes it, absent leaves it as it is.` }),
    [`${name}_es_confirmed`]: z
      .boolean()
      .optional()
      .meta({
        description: `True: the Spanish (as stored, or as sent) still says what \`${name}\` says; it is no longer out of date.`,
      }),
  } as RequestFields<N, ReturnType<typeof text>>;
}

/** A text's Spanish as stored: the Spanish and the English it was last saved against. */
export interface StoredSpanish {
  es: string | null;
  source: string | null;
}

/** The rule: a Spanish is out of date when the English is no longer the one it was saved against. */
export function isSpanishOutOfDate(english: string, stored: StoredSpanish): boolean {
  return stored.es !== null && stored.source !== english;
}

/** What a save sends of a text's Spanish. */
export interface SentSpanish {
  es?: string | null;
  confirmed?: boolean;
}

/**
 * What a save stores of a text's Spanish, or undefined when the stored Spanish stays as it is.
 * `english` is the English as this save stores it; `clean` makes sent Spanish what would be stored
 * (sanitised HTML, trimmed text) so that Spanish sent back as read is seen as unchanged.
 */
export function spanishToStore(
  sent: SentSpanish,
  stored: StoredSpanish | undefined,
  english: string,
  clean: (value: string) => string = (value) => value.trim(),
): StoredSpanish | undefined {
  const before = stored ?? { es: null, source: null };
  if (sent.es === undefined && !sent.confirmed) return undefined;
  const es = sent.es === undefined ? before.es : clean(sent.es ?? '') || null;
  if (es === null) return before.es === null ? undefined : { es: null, source: null };
  if (es === before.es && !sent.confirmed) return undefined;
  return { es, source: english };
}

/** The answer's fields of the text `name` from its English and stored Spanish. */
export function spanishOut<const N extends string>(
  name: N,
  english: string,
  stored: StoredSpanish,
): { [K in `${N}_es`]: string | null } & { [K in `${N}_es_out_of_date`]: boolean } {
  return {
    [`${name}_es`]: stored.es,
    [`${name}_es_out_of_date`]: isSpanishOutOfDate(english, stored),
  } as { [K in `${N}_es`]: string | null } & { [K in `${N}_es_out_of_date`]: boolean };
}

/** A request's Spanish of the text `name`, as `spanishToStore` takes it. */
export function sentSpanish<const N extends string>(
  name: N,
  body: Partial<Record<`${N}_es`, string | null>> & Partial<Record<`${N}_es_confirmed`, boolean>>,
): SentSpanish {
  return {
    es: (body as Record<string, string | null | undefined>)[`${name}_es`],
    confirmed: (body as Record<string, boolean | undefined>)[`${name}_es_confirmed`] === true,
  };
}
