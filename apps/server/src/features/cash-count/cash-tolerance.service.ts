import { eq } from 'drizzle-orm';
import type { CashTolerance } from '@dripp/contract/cash-count';
import { centsAsDollars } from '@dripp/domain/cash-count';
import { formatDollars } from '@dripp/domain/money';
import { actionSettings, stores } from '../../db/schema/index';
import { requireAnyAt, requireAt, requireChainWide, type Principal } from '../../platform/access';
import { cashToleranceOf, type CashToleranceCents } from './cash-tolerance';
import type { AppContext } from '../../platform/context';
import { recordChange } from '../../platform/history';
import { requireActiveStore } from '../../platform/store-people';

const toCents = (dollars: number) => Math.round(dollars * 100);

function inDollars(t: CashToleranceCents): CashTolerance {
  return {
    own: t.own == null ? null : centsAsDollars(t.own),
    chain: centsAsDollars(t.chain),
    effective: centsAsDollars(t.effective),
  };
}

export async function storeCashTolerance(ctx: Pick<AppContext, 'db'>, principal: Principal, storeId: number) {
  requireAnyAt(principal, ['cash-count-view', 'cash-tolerance-edit'], storeId);
  return inDollars(await cashToleranceOf(ctx.db, storeId));
}

/** A store's own tolerance, or (null) back to the chain's; kept in the store's history. */
export async function setStoreCashTolerance(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  tolerance: number | null,
): Promise<CashTolerance> {
  requireAt(principal, 'cash-tolerance-edit', storeId);
  await requireActiveStore(ctx.db, storeId);
  const own = tolerance == null ? null : toCents(tolerance);
  await ctx.db.transaction(async (tx) => {
    const before = await cashToleranceOf(tx, storeId);
    await tx
      .update(stores)
      .set({ cashToleranceCents: own, updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(stores.id, storeId));
    const label = (cents: number | null) => (cents == null ? 'Chain default' : formatDollars(cents));
    await recordChange(tx, {
      recordType: 'store',
      recordId: storeId,
      storeId,
      userId: principal.userId,
      before: { 'Cash tolerance': label(before.own) },
      after: { 'Cash tolerance': label(own) },
    });
  });
  return inDollars(await cashToleranceOf(ctx.db, storeId));
}

/**
 * The chain's tolerance: the same stored value as Actions → Settings (one value, two ways to it),
 * written only with a chain-wide grant.
 */
export async function setChainCashTolerance(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  tolerance: number,
): Promise<void> {
  requireChainWide(principal, 'cash-tolerance-edit');
  const cents = toCents(tolerance);
  await ctx.db
    .insert(actionSettings)
    .values({ id: 1, cashToleranceCents: cents, createdBy: principal.userId, updatedBy: principal.userId })
    .onConflictDoUpdate({
      target: actionSettings.id,
      set: { cashToleranceCents: cents, updatedBy: principal.userId, updatedAt: new Date() },
    });
}
