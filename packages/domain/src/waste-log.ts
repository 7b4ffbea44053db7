import { parseHundredths } from './cash-count';
import type { NumberRule } from './number-entry';

/**
 * Waste log rules (spec 1 §5): LOSS $ = quantity × value, in integer cents. Quantities are
 * decimals kept to hundredths (half a gallon of milk is 0.5), so loss = qty/100 × value cents,
 * rounded half away from zero to the cent.
 */

/**
 * Bounds that keep qty × value exact in a JavaScript number (1e7 × 1e8 < 2^53): a quantity up
 * to 99,999.99 and a value up to $999,999.99; larger entries count as non-numeric (0).
 */
const QTY_WHOLE_DIGITS = 5;
const VALUE_WHOLE_DIGITS = 6;

/** What a quantity and a value cell accept as typed (the same bounds; a loss is never negative). */
export const QTY_RULE: NumberRule = { decimals: 2, maxWholeDigits: QTY_WHOLE_DIGITS };
export const VALUE_RULE: NumberRule = { decimals: 2, maxWholeDigits: VALUE_WHOLE_DIGITS };

/** A quantity in hundredths: "1.5" → 150, non-numeric → 0 (same decimal rule as money). */
export function parseQuantityHundredths(value: unknown): number {
  return parseHundredths(value, QTY_WHOLE_DIGITS);
}

/** A unit value in cents. */
export function parseValueCents(value: unknown): number {
  return parseHundredths(value, VALUE_WHOLE_DIGITS);
}

export function lossCents(qtyHundredths: number, valueCents: number): number {
  const product = qtyHundredths * valueCents;
  const rounded = Math.floor((Math.abs(product) + 50) / 100);
  return product < 0 ? -rounded : rounded;
}

/** LOSS $ of a line as typed (qty and value as text or numbers), in cents. */
export function lineLossCents(qty: unknown, value: unknown): number {
  return lossCents(parseQuantityHundredths(qty), parseValueCents(value));
}

export interface WasteLineInput {
  description?: string | null;
  qty?: unknown;
  value?: unknown;
}

export interface WasteLine {
  description: string;
  qtyHundredths: number;
  valueCents: number;
  lossCents: number;
}

export function missingDescriptionWarning(position: number): string {
  return `Missing description on Waste Log #${position}`;
}

/**
 * Lines without a description are dropped, each with the warning "Missing description on Waste
 * Log #n" (n counts from 1 in the order sent). The loss is always recomputed.
 */
export function cleanWasteLog(lines: readonly WasteLineInput[]): { lines: WasteLine[]; warnings: string[] } {
  const kept: WasteLine[] = [];
  const warnings: string[] = [];
  lines.forEach((line, i) => {
    const description = (line.description ?? '').trim();
    if (!description) {
      warnings.push(missingDescriptionWarning(i + 1));
      return;
    }
    const qtyHundredths = parseQuantityHundredths(line.qty);
    const valueCents = parseValueCents(line.value);
    kept.push({ description, qtyHundredths, valueCents, lossCents: lossCents(qtyHundredths, valueCents) });
  });
  return { lines: kept, warnings };
}

/** Total loss of the day's lines, in cents. */
export function totalLossCents(lines: readonly Pick<WasteLine, 'lossCents'>[]): number {
  return lines.reduce((sum, l) => sum + l.lossCents, 0);
}
