import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, PRODUCT_MEDIA_OWNER, products, vendors } from '../../db/schema/index';
import { notFound } from '../../platform/errors';

/** Helpers of the ordering catalogue (vendors, their categories and products) and the stores they serve. */

/** A vendor's public fields; screens that show deactivated vendors add `deletedAt`. */
export const vendorFields = {
  id: vendors.id,
  name: vendors.name,
  accountNo: vendors.accountNo,
  email: vendors.email,
  street1: vendors.street1,
  street2: vendors.street2,
  city: vendors.city,
  state: vendors.state,
  zip: vendors.zip,
  phone: vendors.phone,
  phone2: vendors.phone2,
  salesContact: vendors.salesContact,
};

/** 404 unless the vendor exists (active or deactivated). */
export async function assertVendor(db: Db, vendorId: number): Promise<void> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
}

/**
 * Deletes the products matching `where` and their image records, inside the caller's transaction;
 * answers the media ids whose stored files the caller removes once the transaction has committed.
 */
export async function deleteProductsAndImages(tx: Db, where: SQL): Promise<string[]> {
  const gone = await tx.delete(products).where(where).returning({ id: products.id });
  if (gone.length === 0) return [];
  const images = await tx
    .delete(media)
    .where(
      and(
        eq(media.ownerType, PRODUCT_MEDIA_OWNER),
        inArray(
          media.ownerId,
          gone.map((p) => p.id),
        ),
      ),
    )
    .returning({ id: media.id });
  return images.map((m) => m.id);
}
