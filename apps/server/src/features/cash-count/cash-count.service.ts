import { and, eq, sql } from 'drizzle-orm';
import { DEPOSIT_STATUS_LABELS, type CashCount, type CashCountSave } from '@dripp/contract/cash-count';
import { cashCountTotals, parseCashCount } from '@dripp/domain/cash-count';
import { formatDollars } from '@dripp/domain/money';
import type { AppContext } from '../../platform/context';
import { cashCounts } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { beyondTolerance, cashToleranceOf } from './cash-tolerance';
import { invalid } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { requireActiveStore } from '../../platform/store-people';
import { requireDayOpen, storeToday } from '../../platform/store-time';
import { raiseCashCountAction } from './cash-count-action';
import { idempotentSave, keyRef, requireCurrent } from '../../platform/idempotency';
import type { Db } from '../../db/client';
import {
  DEPOSIT_PERMISSIONS,
  HISTORY_TYPE,
  cashCountAnswer,
  sheetFields,
  stored,
  versionOf,
} from './cash-count-record';

/** The day's sheet; parts never saved come back as zeros and blanks. */
export async function getCashCount(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<CashCount> {
  requireAt(principal, 'cash-count-view', storeId);
  return cashCountAnswer(ctx.db, principal, storeId, await stored(ctx.db, storeId, date));
}

/**
 * Saves the whole sheet of a store's day: the first save needs cash-count-create, later ones
 * cash-count-update. Every total is computed here from the parsed cells; totals sent are ignored.
 * A total over/short beyond the store's tolerance is flagged and needs a reason; the tolerance it
 * was judged by is kept with the count, and every later change goes into its history.
 * No day after the store's today; a past day's count, or one whose cash was deposited, changes
 * only with cash-count-edit, and a change to a verified deposit's count takes the verification
 * back (the deposit is Deposited again, for someone to verify anew).
 */
export async function saveCashCount(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
  input: CashCountSave,
  idempotencyKey?: string,
): Promise<CashCount> {
  requireAnyAt(principal, DEPOSIT_PERMISSIONS, storeId);
  const ref = keyRef(principal.userId, `cash-count:${storeId}:${date}`, idempotencyKey, input);
  return idempotentSave(
    ctx.db,
    ref,
    async () => cashCountAnswer(ctx.db, principal, storeId, await stored(ctx.db, storeId, date)),
    (claim) => writeCashCount(ctx, principal, storeId, date, input, claim),
  );
}

async function writeCashCount(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
  input: CashCountSave,
  claim: (tx: Db) => Promise<void>,
): Promise<CashCount> {
  const existing = await stored(ctx.db, storeId, date);
  requireCurrent(input.based_on, versionOf(existing));
  requireAt(principal, existing ? 'cash-count-update' : 'cash-count-create', storeId);
  requireDayOpen(principal, { storeId, date, today: await storeToday(ctx.db, storeId, ctx.now()) }, 'cash-count-edit');
  if (existing && existing.depositStatus !== 'counted') requireAt(principal, 'cash-count-edit', storeId);
  await requireActiveStore(ctx.db, storeId);
  const sheet = parseCashCount(input.cash_count);
  const totals = cashCountTotals(sheet);
  const tolerance = await cashToleranceOf(ctx.db, storeId);
  const flagged = beyondTolerance(totals.total_discrepancy, tolerance.effective);
  const reason = (input.over_short_reason === undefined ? existing?.overShortReason : input.over_short_reason) || null;
  if (flagged && !reason) {
    const gap = totals.total_discrepancy < 0 ? 'short' : 'over';
    const message = `The count is ${formatDollars(Math.abs(totals.total_discrepancy))} ${gap}, beyond the store's tolerance of ${formatDollars(tolerance.effective)}: give the reason for the over/short`;
    throw invalid(message, { over_short_reason: [message] });
  }
  const values = {
    sheet,
    totals,
    totalDepositCents: totals.total_deposit,
    totalDiscrepancyCents: totals.total_discrepancy,
    toleranceCents: tolerance.effective,
    flagged,
    overShortReason: reason,
    updatedBy: principal.userId,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    // Locked, so that two saves based on one version cannot both pass.
    const [now] = await tx
      .select({ updatedAt: cashCounts.updatedAt, depositStatus: cashCounts.depositStatus })
      .from(cashCounts)
      .where(and(eq(cashCounts.storeId, storeId), eq(cashCounts.date, date)))
      .for('update');
    requireCurrent(input.based_on, versionOf(now));
    // Deposited by someone else since it was read above.
    if (now && now.depositStatus !== 'counted') requireAt(principal, 'cash-count-edit', storeId);
    await claim(tx);
    const before = existing && sheetFields(existing.sheet, existing.overShortReason);
    const after = sheetFields(sheet, reason);
    const unverified = now?.depositStatus === 'verified' && JSON.stringify(before) !== JSON.stringify(after);
    const set = unverified
      ? { ...values, depositStatus: 'deposited' as const, depositVerifiedBy: null, depositVerifiedAt: null }
      : values;
    const [row] = await tx
      .insert(cashCounts)
      .values({ storeId, date, ...values, createdBy: principal.userId })
      .onConflictDoUpdate({ target: [cashCounts.storeId, cashCounts.date], set: { ...set, updatedAt: sql`now()` } })
      .returning();
    if (before)
      await recordChange(tx, {
        recordType: HISTORY_TYPE,
        recordId: row!.id,
        storeId,
        userId: principal.userId,
        before,
        after,
      });
    if (unverified)
      await recordChange(tx, {
        recordType: HISTORY_TYPE,
        recordId: row!.id,
        storeId,
        userId: principal.userId,
        before: { Deposit: DEPOSIT_STATUS_LABELS.verified },
        after: { Deposit: DEPOSIT_STATUS_LABELS.deposited },
      });
    await raiseCashCountAction(tx, {
      id: row!.id,
      storeId,
      date,
      discrepancyCents: totals.total_discrepancy,
      userId: principal.userId,
      toleranceCents: tolerance.effective,
    });
    return row!;
  });
  return cashCountAnswer(ctx.db, principal, storeId, saved, tolerance);
}
