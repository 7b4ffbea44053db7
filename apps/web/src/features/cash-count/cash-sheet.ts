import {
  BANKS,
  BAR_SAFE_ROWS,
  CASHIER_NAME_ROWS,
  CASHIER_ROWS,
  DENOMINATIONS,
  LEAD_FIELDS,
  STARTING_BANK_ROWS,
  type Bank,
  type BarSafeRow,
  type CashCount,
  type CashierNameRow,
  type CashierRow,
  type Denomination,
  type LeadField,
  type StartingBankRow,
} from '@dripp/contract/cash-count';
import { formatCents } from '@dripp/domain/money';
import { COUNT, MONEY, numberProblem } from '../../lib/number-problem';

/** The sheet as typed: every cell is text until the shared parse rules (@dripp/domain/cash-count) read it. */
export interface CashSheet {
  leads: Record<LeadField, string>;
  bar_safe: Record<BarSafeRow, Record<Denomination, string>>;
  starting_bank: Record<StartingBankRow, Record<Bank, string>>;
  cashier: Record<CashierRow, Record<Denomination, string>>;
  cashier_names: Record<CashierNameRow, Record<Denomination, string>>;
}

function keyed<K extends string, V>(keys: readonly K[], fn: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, fn(k)])) as Record<K, V>;
}

/** A count as shown in its cell; zero stays blank so the filled cells stand out. */
function countText(count: number): string {
  return count === 0 ? '' : String(count);
}

/** Dollars from the server as "150.00"; via cents, so no floating-point digits appear. */
export function moneyText(dollars: number): string {
  return dollars === 0 ? '' : formatCents(Math.round(dollars * 100));
}

export function sheetFromServer(data: CashCount): CashSheet {
  return {
    leads: keyed(LEAD_FIELDS, (f) => data.leads[f]),
    bar_safe: keyed(BAR_SAFE_ROWS, (r) => keyed(DENOMINATIONS, (d) => countText(data.bar_safe[r][d]))),
    starting_bank: keyed(STARTING_BANK_ROWS, (r) => keyed(BANKS, (b) => moneyText(data.starting_bank[r][b]))),
    cashier: keyed(CASHIER_ROWS, (r) => keyed(DENOMINATIONS, (d) => moneyText(data.cashier[r][d]))),
    cashier_names: keyed(CASHIER_NAME_ROWS, (r) => keyed(DENOMINATIONS, (d) => data.cashier_names[r][d])),
  };
}

/** What is typed on the page and kept on the device: the sheet and the over/short reason. */
export interface TypedCount {
  sheet: CashSheet;
  /** Left out while not typed: the reason saved before is kept. */
  reason?: string;
}

/** The count as the server has it, in the shape of what is typed: the base of a merge by field. */
export function typedOfServer(data: CashCount): TypedCount {
  return { sheet: sheetFromServer(data), reason: data.over_short.reason };
}

/** A sheet with every cell blank: what shows when nothing could be loaded (spec 1 §8). */
export function emptySheet(): CashSheet {
  const blanks = <K extends string>(keys: readonly K[]) => keyed(keys, () => '');
  return {
    leads: blanks(LEAD_FIELDS),
    bar_safe: keyed(BAR_SAFE_ROWS, () => blanks(DENOMINATIONS)),
    starting_bank: keyed(STARTING_BANK_ROWS, () => blanks(BANKS)),
    cashier: keyed(CASHIER_ROWS, () => blanks(DENOMINATIONS)),
    cashier_names: keyed(CASHIER_NAME_ROWS, () => blanks(DENOMINATIONS)),
  };
}

/** How many cells the server would not read as typed (2.7 counted as 2, "abc" as 0): Save waits for 0. */
export function flaggedCells(sheet: CashSheet): number {
  const cells = [
    ...Object.values(sheet.bar_safe).flatMap((row) => Object.values(row).map((text) => numberProblem(text, COUNT))),
    ...[...Object.values(sheet.starting_bank), ...Object.values(sheet.cashier)].flatMap((row) =>
      Object.values(row).map((text) => numberProblem(text, MONEY)),
    ),
  ];
  return cells.filter(Boolean).length;
}
