import { suggestQuantity } from '@dripp/domain/suggested-order';
import type { Db } from '../../db/client';
import { storeTimeZones } from '../../platform/store-time';
import { localTimeZone } from '@dripp/contract/time-zones';
import { suggestionsAt } from './suggestions';

/**
 * What ordering keeps beside each submitted line (DESIGN §8): the quantity the portal suggests for
 * it from its on-hand, as the order form showed it, worked out from the history before this order;
 * null when the product has no suggestion. By product id; call it before the order is stored.
 */
export async function suggestedQuantities(
  db: Db,
  storeId: number,
  vendorId: number,
  lines: readonly { productId: number; onHand: string | null }[],
  now: Date,
): Promise<Map<number, number | null>> {
  const timeZone = (await storeTimeZones(db, [storeId])).get(storeId) ?? localTimeZone();
  const { products } = await suggestionsAt(db, { id: storeId, timeZone }, vendorId, now);
  const parts = new Map(products.map((p) => [p.product_id, p]));
  return new Map(
    lines.map((line) => {
      const part = parts.get(line.productId);
      const onHand = line.onHand == null ? null : Number(line.onHand);
      return [line.productId, part ? (suggestQuantity(part, onHand)?.qty ?? null) : null];
    }),
  );
}
