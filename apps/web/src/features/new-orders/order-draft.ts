import { OnHandSchema, OrderQtySchema, type OrderInputRequest } from '@dripp/contract/ordering';
import type { Product, ProductCategoryGroup } from '@dripp/contract/products';
import { costSum } from '@dripp/domain/ordering';
import { i18n } from '../../i18n/i18n';

/** What has been typed for one product: both as text, exactly as entered. */
export interface DraftEntry {
  on_hand: string;
  qty: string;
}

export type Draft = Record<number, DraftEntry>;

export const EMPTY_ENTRY: DraftEntry = { on_hand: '', qty: '' };

/** A contract's validation text in the active language. */
const contractWord = (english: string | undefined) => (english === undefined ? undefined : i18n._(english));

/** The message for an entry the server would refuse, checked with the contract's own rules. */
export function entryProblems(entry: DraftEntry): { on_hand?: string; qty?: string } {
  const onHand = OnHandSchema.safeParse(entry.on_hand);
  const qty = OrderQtySchema.safeParse(entry.qty);
  return {
    on_hand: onHand.success ? undefined : contractWord(onHand.error.issues[0]?.message),
    qty: qty.success ? undefined : contractWord(qty.error.issues[0]?.message),
  };
}

export interface OrderLine {
  categoryId: number;
  product: Product;
  entry: DraftEntry;
}

/** The products with a quantity typed in, in the order the form lists them (spec 1 §5). */
export function orderedLines(groups: ProductCategoryGroup[], draft: Draft): OrderLine[] {
  return groups.flatMap((group) =>
    group.products
      .filter((product) => (draft[product.id]?.qty ?? '').trim() !== '')
      .map((product) => ({ categoryId: group.category.id, product, entry: draft[product.id]! })),
  );
}

/** The request body: only lines with a quantity; an empty on-hand is sent as null (spec 1 §5). */
export function orderBody(vendorId: number, lines: OrderLine[]): OrderInputRequest {
  return {
    vendor_id: vendorId,
    products: lines.map(({ categoryId, product, entry }) => ({
      category_id: categoryId,
      product_id: product.id,
      on_hand: entry.on_hand.trim() === '' ? null : entry.on_hand.trim(),
      qty: entry.qty.trim(),
      item_no: product.item_no,
      description: product.description,
      cost: product.cost,
      wholesale: product.wholesale,
      retail: product.retail,
      um: product.um,
    })),
  };
}

/** How many typed values of a vendor's draft would be refused: each is flagged beside its field. */
export function flaggedCount(draft: Draft): number {
  return Object.values(draft).reduce((count, entry) => {
    const problems = entryProblems(entry);
    return count + (problems.on_hand ? 1 : 0) + (problems.qty ? 1 : 0);
  }, 0);
}

/** A line's cost × qty, or null while its quantity is not one the server would take ("2.5"). */
export function lineTotal({ product, entry }: OrderLine): string | null {
  const qty = OrderQtySchema.safeParse(entry.qty);
  if (!qty.success || qty.data == null) return null;
  return costSum([{ cost: product.cost, qty: qty.data }]);
}

/** Σ cost × qty of the valid lines, to the cent, with the same function the server uses. */
export function draftTotal(lines: OrderLine[]): string {
  const valid = lines.flatMap(({ product, entry }) => {
    const qty = OrderQtySchema.safeParse(entry.qty);
    return qty.success && qty.data != null ? [{ cost: product.cost, qty: qty.data }] : [];
  });
  return costSum(valid);
}

/**
 * A fresh key for one order attempt. crypto.randomUUID exists only on secure pages (HTTPS or
 * localhost); a store's back-office PC may reach the portal over plain HTTP, so fall back to
 * getRandomValues, which every browser offers.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
