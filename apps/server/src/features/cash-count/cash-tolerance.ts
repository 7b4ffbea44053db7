import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionSettings, stores } from '../../db/schema/index';
import { notFound } from '../../platform/errors';

/** The chain's tolerance when the settings row is missing (the migration makes it with this value). */
export const DEFAULT_CASH_TOLERANCE_CENTS = 500;

export interface CashToleranceCents {
  own: number | null;
  chain: number;
  effective: number;
}

/**
 * A store's cash tolerance in cents: its own override, else the chain's (action_settings, the one
 * stored chain value, also edited on Actions → Settings). Read in the caller's transaction, so a
 * count and the action it raises are judged by the same value.
 */
export async function cashToleranceOf(db: Db, storeId: number): Promise<CashToleranceCents> {
  const [row] = await db
    .select({
      own: stores.cashToleranceCents,
      chain: sql<
        number | null
      >`(select ${actionSettings.cashToleranceCents} from ${actionSettings} where ${actionSettings.id} = 1)`,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw notFound('Store not found');
  const chain = row.chain ?? DEFAULT_CASH_TOLERANCE_CENTS;
  return { own: row.own, chain, effective: row.own ?? chain };
}

/** Whether a total over/short (cents, negative when short) is beyond a tolerance. */
export function beyondTolerance(discrepancyCents: number, toleranceCents: number): boolean {
  return Math.abs(discrepancyCents) > toleranceCents;
}
