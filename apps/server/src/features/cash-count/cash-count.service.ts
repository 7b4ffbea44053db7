import { and, eq, sql } from 'drizzle-orm';
import {
  BANKS,
  BAR_SAFE_ROWS,
  CASHIER_ROWS,
  DENOMINATIONS,
  STARTING_BANK_ROWS,
  type CashCount,
  type CashCountInput,
} from '@dripp/contract/cash-count';
import {
  cashCountTotals,
  centsAsDollars,
  parseCashCount,
  type CashCountTotalsCents,
  type ParsedCashCount,
} from '@dripp/domain/cash-count';
import type { AppContext } from '../../platform/context';
import { cashCounts } from '../../db/schema/index';
import { prepared } from '../../db/prepared';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { requireActiveStore } from '../../platform/store-people';
import { raiseCashCountAction } from '../../platform/corrective-actions';

function mapKeys<K extends string, A, B>(keys: readonly K[], source: Record<K, A>, fn: (value: A) => B): Record<K, B> {
  return Object.fromEntries(keys.map((k) => [k, fn(source[k])])) as Record<K, B>;
}

const dollarsOf =
  <K extends string>(keys: readonly K[]) =>
  (row: Record<K, number>) =>
    mapKeys(keys, row, centsAsDollars);

/** Stored form (counts and cents) to the answer (counts and dollars). */
export function toCashCount(sheet: ParsedCashCount, totals: CashCountTotalsCents): CashCount {
  return {
    leads: sheet.leads,
    bar_safe: sheet.bar_safe,
    starting_bank: mapKeys(STARTING_BANK_ROWS, sheet.starting_bank, dollarsOf(BANKS)),
    cashier: mapKeys(CASHIER_ROWS, sheet.cashier, dollarsOf(DENOMINATIONS)),
    cashier_names: sheet.cashier_names,
    totals: {
      bar_safe: dollarsOf(BAR_SAFE_ROWS)(totals.bar_safe),
      starting_bank: dollarsOf(STARTING_BANK_ROWS)(totals.starting_bank),
      discrepancy: dollarsOf(DENOMINATIONS)(totals.discrepancy),
      total_deposit: centsAsDollars(totals.total_deposit),
      total_discrepancy: centsAsDollars(totals.total_discrepancy),
    },
  };
}

const storedSheet = prepared((db) =>
  db
    .select({ id: cashCounts.id, sheet: cashCounts.sheet })
    .from(cashCounts)
    .where(and(eq(cashCounts.storeId, sql.placeholder('storeId')), eq(cashCounts.date, sql.placeholder('date'))))
    .prepare('cash_count_stored'),
);

async function stored(ctx: AppContext, storeId: number, date: string) {
  const [row] = await storedSheet(ctx.db).execute({ storeId, date });
  return row;
}

/** The day's sheet; parts never saved come back as zeros and blanks. */
export async function getCashCount(
  ctx: AppContext,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<CashCount> {
  requireAt(principal, 'cash-count-view', storeId);
  const row = await stored(ctx, storeId, date);
  const sheet = row?.sheet ?? parseCashCount(null);
  return toCashCount(sheet, cashCountTotals(sheet));
}

/**
 * Saves the whole sheet of a store's day: the first save needs cash-count-create, later ones
 * cash-count-update. Every total is computed here from the parsed cells; totals sent are ignored.
 */
export async function saveCashCount(
  ctx: AppContext,
  principal: Principal,
  storeId: number,
  date: string,
  input: CashCountInput,
): Promise<CashCount> {
  requireAnyAt(principal, ['cash-count-create', 'cash-count-update'], storeId);
  const existing = await stored(ctx, storeId, date);
  requireAt(principal, existing ? 'cash-count-update' : 'cash-count-create', storeId);
  await requireActiveStore(ctx.db, storeId);
  const sheet = parseCashCount(input);
  const totals = cashCountTotals(sheet);
  const values = {
    sheet,
    totals,
    totalDepositCents: totals.total_deposit,
    totalDiscrepancyCents: totals.total_discrepancy,
    updatedBy: principal.userId,
  };
  await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(cashCounts)
      .values({ storeId, date, ...values, createdBy: principal.userId })
      .onConflictDoUpdate({ target: [cashCounts.storeId, cashCounts.date], set: { ...values, updatedAt: sql`now()` } })
      .returning({ id: cashCounts.id });
    await raiseCashCountAction(tx, {
      id: saved!.id,
      storeId,
      date,
      discrepancyCents: totals.total_discrepancy,
      userId: principal.userId,
    });
  });
  return toCashCount(sheet, totals);
}
