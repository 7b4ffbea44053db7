import { spanishToStore, type SentSpanish, type StoredSpanish } from '@dripp/contract/spanish-text';

/*
 * The columns of the chain's texts in two languages (decision 275): a text `x` keeps its Spanish in
 * `xEs` and the English it was saved against in `xEsSource`. The rule itself is the contract's
 * (spanish-text.ts); this maps it onto a row's columns.
 */

export const NO_SPANISH: StoredSpanish = { es: null, source: null };

type SpanishColumns<K extends string> = { [C in K]: string | null } & { [C in `${K}Source`]: string | null };

/** A text's Spanish columns (`<key>` and `<key>Source`) as a save leaves them: none when they stay as they are. */
export function spanishColumns<K extends string>(
  key: K,
  sent: SentSpanish,
  row: Record<string, unknown> | undefined,
  english: string,
  clean?: (value: string) => string,
): Partial<SpanishColumns<K>> {
  const stored = row && {
    es: (row[key] as string | null) ?? null,
    source: (row[`${key}Source`] as string | null) ?? null,
  };
  const spanish = spanishToStore(sent, stored, english, clean);
  return spanish ? ({ [key]: spanish.es, [`${key}Source`]: spanish.source } as SpanishColumns<K>) : {};
}

/** A text's stored Spanish from a row's `<key>` and `<key>Source` columns. */
export function storedSpanish(row: Record<string, unknown> | undefined, key: string): StoredSpanish {
  if (!row) return NO_SPANISH;
  return { es: (row[key] as string | null) ?? null, source: (row[`${key}Source`] as string | null) ?? null };
}
