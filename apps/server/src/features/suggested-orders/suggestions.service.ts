import { and, eq } from 'drizzle-orm';
import type { OrderSuggestions } from '@dripp/contract/suggested-orders';
import type { Db } from '../../db/client';
import { storeVendors, vendors } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { activeStore } from '../../platform/store-people';
import { suggestionsAt } from './suggestions';

/** 404 unless the vendor is active and serves the store. */
async function requireServingVendor(db: Db, storeId: number, vendorId: number): Promise<void> {
  const [row] = await db
    .select({ deletedAt: vendors.deletedAt })
    .from(storeVendors)
    .innerJoin(vendors, eq(vendors.id, storeVendors.vendorId))
    .where(and(eq(storeVendors.storeId, storeId), eq(storeVendors.vendorId, vendorId)));
  if (!row || row.deletedAt) throw notFound('This vendor does not serve this store');
}

/**
 * GET /stores/{storeId}/vendors/{vendorId}/suggestions: for whoever may order at the store, each
 * active product's suggestion parts for its next order from the vendor, at the store's now.
 */
export async function orderSuggestions(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  vendorId: number,
): Promise<OrderSuggestions> {
  requireAt(principal, 'order-history-create', storeId);
  const store = await activeStore(ctx.db, storeId);
  if (!store) throw notFound('Store not found');
  await requireServingVendor(ctx.db, storeId, vendorId);
  return suggestionsAt(ctx.db, store, vendorId, ctx.now());
}
