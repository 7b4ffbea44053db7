import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { OnHandSchema, OrderQtySchema } from '@dripp/contract/ordering';
import type { SuggestionParts } from '@dripp/contract/suggested-orders';
import { quantityFlag, suggestQuantity, type SuggestedQuantity } from '@dripp/domain/suggested-order';
import type { Draft, DraftEntry } from './order-draft';

/**
 * Suggested orders on New Orders (issue 38, DESIGN §8): a line's suggestion is finished on the
 * phone from the server's parts and the on-hand as it is typed, with the domain's one function.
 */

/** What a line's Suggested cell shows. */
export type LineSuggestion =
  /** The parts are still coming. */
  | { state: 'loading' }
  /** The parts could not be had (an older server, a failed request): the cell stays empty. */
  | { state: 'unavailable' }
  /** The store has too little history, or no delivery days: the reason is said. */
  | { state: 'none'; parts: SuggestionParts }
  /** The number waits for the on-hand (blank or not a number yet). */
  | { state: 'needs-on-hand'; parts: SuggestionParts }
  | {
      state: 'ready';
      parts: SuggestionParts;
      onHand: number;
      result: SuggestedQuantity;
      /** The typed quantity against the suggestion: under half or over twice it. */
      flag: 'under-half' | 'over-twice' | null;
    };

/** The parts of one product: undefined while loading, null when they cannot be had. */
export type PartsLookup = SuggestionParts | undefined | null;

export const FLAG_TEXT: Record<'under-half' | 'over-twice', MessageDescriptor> = {
  'under-half': msg`Under half the suggestion`,
  'over-twice': msg`Over twice the suggestion`,
};

/** The counted on-hand as a number, or null while it is blank or not one the server would take. */
export function typedOnHand(entry: DraftEntry): number | null {
  const parsed = OnHandSchema.safeParse(entry.on_hand);
  return parsed.success && parsed.data != null ? Number(parsed.data) : null;
}

/** The typed quantity as a whole number, or null while it is blank or not one the server would take. */
export function typedQty(entry: DraftEntry): number | null {
  const parsed = OrderQtySchema.safeParse(entry.qty);
  return parsed.success ? parsed.data : null;
}

export function lineSuggestion(parts: PartsLookup, entry: DraftEntry): LineSuggestion {
  if (parts === undefined) return { state: 'loading' };
  if (parts === null) return { state: 'unavailable' };
  if (parts.reason) return { state: 'none', parts };
  const onHand = typedOnHand(entry);
  const result = onHand == null ? null : suggestQuantity(parts, onHand);
  if (onHand == null || !result) return { state: 'needs-on-hand', parts };
  return { state: 'ready', parts, onHand, result, flag: quantityFlag(typedQty(entry), result.qty) };
}

/**
 * "Use suggestions": the quantities to set. A line gets its suggestion when its quantity is empty,
 * or still holds exactly what an earlier "Use suggestions" put there (`autoFilled`, cleared as soon
 * as the manager types in it); a quantity the manager typed is never replaced. A suggestion of 0
 * leaves the line empty, so nothing is ordered that nobody asked for.
 */
export function suggestionFills(
  draft: Draft,
  suggested: ReadonlyMap<number, number>,
  autoFilled: Readonly<Record<number, string>> = {},
): Record<number, string> {
  const fills: Record<number, string> = {};
  for (const [productId, qty] of suggested) {
    const current = draft[productId]?.qty ?? '';
    const ours = autoFilled[productId];
    const free = current.trim() === '' || (ours !== undefined && current === ours);
    if (!free || qty <= 0 || current === String(qty)) continue;
    fills[productId] = String(qty);
  }
  return fills;
}

/** Every line's finished suggestion (the lines with parts and a typed on-hand), by product. */
export function readySuggestions(
  draft: Draft,
  partsByProduct: ReadonlyMap<number, SuggestionParts>,
): Map<number, number> {
  const ready = new Map<number, number>();
  for (const [productId, parts] of partsByProduct) {
    const entry = draft[productId];
    if (!entry) continue;
    const line = lineSuggestion(parts, entry);
    if (line.state === 'ready') ready.set(productId, line.result.qty);
  }
  return ready;
}
