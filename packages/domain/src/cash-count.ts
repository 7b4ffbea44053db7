import {
  BANKS,
  BAR_SAFE_ROWS,
  CASHIER_NAME_ROWS,
  CASHIER_ROWS,
  DENOMINATION_CENTS,
  DENOMINATIONS,
  LEAD_FIELDS,
  STARTING_BANK_ROWS,
  type Bank,
  type BarSafeRow,
  type CashierNameRow,
  type CashierRow,
  type Denomination,
  type LeadField,
  type StartingBankRow,
} from '@dripp/contract/cash-count';

/**
 * Cash count arithmetic, shared by the server (which stores what it computes) and the sheet's live
 * totals. Money is held in integer cents from the moment it is parsed, so 0.10 + 0.20 is exactly 30.
 */

/**
 * A deposit not verified this long after it was made is waiting too long: the overview and the
 * digest count it, and the cash count's deposit card says so.
 */
export const DEPOSIT_VERIFY_HOURS = 48;

/** Whole dollars beyond this are not a plausible till or safe amount and are treated as non-numeric. */
const MAX_WHOLE_DIGITS = 9;
const DECIMAL_RE = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

function asText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim().replace(/\s+/g, '');
  return '';
}

/**
 * A decimal in hundredths: "12.5" → 1250, "$1,234.56" → 123456, "-3" → -300. A third decimal
 * rounds half away from zero ("0.125" → 13). Anything non-numeric, or with more whole digits than
 * `maxWholeDigits` (not a plausible amount), is 0.
 */
export function parseHundredths(value: unknown, maxWholeDigits = MAX_WHOLE_DIGITS): number {
  const match = DECIMAL_RE.exec(asText(value));
  if (!match) return 0;
  const [, minus, wholeRaw = '', fraction = ''] = match;
  const whole = wholeRaw.replace(/,/g, '');
  if (!whole && !fraction) return 0;
  if (whole.replace(/^0+/, '').length > maxWholeDigits) return 0;
  const twoDigits = (fraction + '00').slice(0, 2);
  let hundredths = Number(whole || '0') * 100 + Number(twoDigits);
  if ((fraction[2] ?? '0') >= '5') hundredths += 1;
  return minus && hundredths !== 0 ? -hundredths : hundredths;
}

/** A money cell (starting bank, cashier) in cents; up to $999,999,999.99. */
export function parseCents(value: unknown): number {
  return parseHundredths(value);
}

/**
 * A whole count (bar safe cells): "12" → 12, "12.7" → 12 (the fraction is dropped, as a count
 * cannot be fractional). Negative or non-numeric input is 0.
 */
export function parseWholeNumber(value: unknown): number {
  const text = asText(value);
  const match = /^(\d+)(?:\.\d*)?$/.exec(text);
  if (!match) return 0;
  const digits = match[1]!.replace(/^0+/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return 0;
  return Number(digits || '0');
}

/** Cents as a number of dollars for display and JSON (one division, after all sums). */
export function centsAsDollars(cents: number): number {
  return cents / 100;
}

export type DenominationCounts = Record<Denomination, number>;
export type DenominationCents = Record<Denomination, number>;
export type BankCents = Record<Bank, number>;

function keyed<K extends string, V>(keys: readonly K[], fn: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, fn(k)])) as Record<K, V>;
}
function cell(row: unknown, key: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
}

/** The parsed sheet: counts in bar_safe, cents in starting_bank and cashier. */
export interface ParsedCashCount {
  leads: Record<LeadField, string>;
  bar_safe: Record<BarSafeRow, DenominationCounts>;
  starting_bank: Record<StartingBankRow, BankCents>;
  cashier: Record<CashierRow, DenominationCents>;
  cashier_names: Record<CashierNameRow, Record<Denomination, string>>;
}

export interface CashCountTotalsCents {
  bar_safe: Record<BarSafeRow, number>;
  starting_bank: Record<StartingBankRow, number>;
  discrepancy: DenominationCents;
  total_deposit: number;
  total_discrepancy: number;
}

/** Bar safe cells parsed as whole counts; a missing row is all zeros. */
export function parseBarSafeRow(row: unknown): DenominationCounts {
  return keyed(DENOMINATIONS, (d) => parseWholeNumber(cell(row, d)));
}

export function parseDenominationCents(row: unknown): DenominationCents {
  return keyed(DENOMINATIONS, (d) => parseCents(cell(row, d)));
}

export function parseBankRow(row: unknown): BankCents {
  return keyed(BANKS, (b) => parseCents(cell(row, b)));
}

/** Value of one bar safe row in cents: each count times its face value. */
export function barSafeTotalCents(row: unknown): number {
  const counts = parseBarSafeRow(row);
  return DENOMINATIONS.reduce((sum, d) => sum + counts[d] * DENOMINATION_CENTS[d], 0);
}

/** Starting bank total of one shift: bank1 + bank2 + bank3 + bank4. */
export function startingBankTotalCents(row: unknown): number {
  const banks = parseBankRow(row);
  return BANKS.reduce((sum, b) => sum + banks[b], 0);
}

/** Discrepancy of one denomination = actual + paid outs − expected. */
export function discrepancyCents(actual: unknown, paid: unknown, expected: unknown): number {
  return parseCents(actual) + parseCents(paid) - parseCents(expected);
}

export function discrepanciesCents(cashier: unknown): DenominationCents {
  return keyed(DENOMINATIONS, (d) =>
    discrepancyCents(
      cell(cell(cashier, 'actual'), d),
      cell(cell(cashier, 'paid'), d),
      cell(cell(cashier, 'expected'), d),
    ),
  );
}

/** Total deposit = sum of the actual row. */
export function totalDepositCents(cashier: unknown): number {
  const actual = parseDenominationCents(cell(cashier, 'actual'));
  return DENOMINATIONS.reduce((sum, d) => sum + actual[d], 0);
}

/** Total discrepancy = sum of the per-denomination discrepancies. */
export function totalDiscrepancyCents(cashier: unknown): number {
  const each = discrepanciesCents(cashier);
  return DENOMINATIONS.reduce((sum, d) => sum + each[d], 0);
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** Applies every parse rule of spec 1 §5 to a sheet as sent (missing parts become zeros or ''). */
export function parseCashCount(input: unknown): ParsedCashCount {
  const part = (key: string) => cell(input, key);
  return {
    leads: keyed(LEAD_FIELDS, (f) => text(cell(part('leads'), f), f === 'notes' ? 5000 : 100)),
    bar_safe: keyed(BAR_SAFE_ROWS, (r) => parseBarSafeRow(cell(part('bar_safe'), r))),
    starting_bank: keyed(STARTING_BANK_ROWS, (r) => parseBankRow(cell(part('starting_bank'), r))),
    cashier: keyed(CASHIER_ROWS, (r) => parseDenominationCents(cell(part('cashier'), r))),
    cashier_names: keyed(CASHIER_NAME_ROWS, (r) =>
      keyed(DENOMINATIONS, (d) => text(cell(cell(part('cashier_names'), r), d), 50)),
    ),
  };
}

/** Every total of a parsed sheet, in cents (the server stores these and ignores any sent by a client). */
export function cashCountTotals(sheet: ParsedCashCount): CashCountTotalsCents {
  const sumOf = <K extends string>(keys: readonly K[], row: Record<K, number>) => keys.reduce((s, k) => s + row[k], 0);
  const discrepancy = keyed(
    DENOMINATIONS,
    (d) => sheet.cashier.actual[d] + sheet.cashier.paid[d] - sheet.cashier.expected[d],
  );
  return {
    bar_safe: keyed(BAR_SAFE_ROWS, (r) =>
      DENOMINATIONS.reduce((s, d) => s + sheet.bar_safe[r][d] * DENOMINATION_CENTS[d], 0),
    ),
    starting_bank: keyed(STARTING_BANK_ROWS, (r) => sumOf(BANKS, sheet.starting_bank[r])),
    discrepancy,
    total_deposit: sumOf(DENOMINATIONS, sheet.cashier.actual),
    total_discrepancy: sumOf(DENOMINATIONS, discrepancy),
  };
}
