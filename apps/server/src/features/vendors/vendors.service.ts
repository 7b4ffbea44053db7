import { and, asc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Vendor, VendorInput, VendorUpdate, VendorView } from '@dripp/contract/vendors';
import type { Db } from '../../db/client';
import { productCategories, products, stores, storeVendors, vendors } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { conflict, invalid, notFound } from '../../platform/errors';
import { removeStoredMedia } from '../../platform/media/media';
import { deleteProductsAndImages, vendorFields } from './vendors.public';
import { requireActiveStore } from '../../platform/store-people';

/*
 * Vendors are chain-wide records: their permissions are checked without a store (any grant of
 * the permission passes). Linking a vendor to a store is a change to that store, so it is checked
 * at that store.
 */

const vendorColumns = { ...vendorFields, deletedAt: vendors.deletedAt };

type VendorRow = Omit<Vendor, 'deleted_at'> & { deletedAt: Date | null };

function toVendor({ deletedAt, ...row }: VendorRow): Vendor {
  return { ...row, deleted_at: deletedAt ? deletedAt.toISOString() : null };
}

async function findVendor(db: Db, id: number) {
  const [row] = await db.select(vendorColumns).from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound('Vendor not found');
  return row;
}

function toColumns(input: VendorInput) {
  return {
    name: input.name,
    accountNo: input.account_no,
    email: input.email,
    street1: input.street1,
    street2: input.street2,
    city: input.city,
    state: input.state,
    zip: input.zip,
    phone: input.phone,
    phone2: input.phone2,
    salesContact: input.sales_contact,
  };
}

export async function listVendors(db: Db, principal: Principal, trashed: boolean): Promise<Vendor[]> {
  requireAt(principal, 'vendors-view');
  const rows = await db
    .select(vendorColumns)
    .from(vendors)
    .where(trashed ? isNotNull(vendors.deletedAt) : isNull(vendors.deletedAt))
    .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id));
  return rows.map(toVendor);
}

export async function vendorView(db: Db, principal: Principal, id: number): Promise<VendorView> {
  requireAt(principal, 'vendors-view');
  const vendor = toVendor(await findVendor(db, id));
  const storeColumns = { id: stores.id, number: stores.number, title: stores.title };
  const [linked, unlinked] = await Promise.all([
    db
      .select(storeColumns)
      .from(storeVendors)
      .innerJoin(stores, and(eq(stores.id, storeVendors.storeId), isNull(stores.deletedAt)))
      .where(eq(storeVendors.vendorId, id))
      .orderBy(asc(stores.number), asc(stores.id)),
    db
      .select(storeColumns)
      .from(stores)
      .where(
        and(
          isNull(stores.deletedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(storeVendors)
              .where(and(eq(storeVendors.storeId, stores.id), eq(storeVendors.vendorId, id))),
          ),
        ),
      )
      .orderBy(asc(stores.number), asc(stores.id)),
  ]);
  return { ...vendor, stores: { linked, unlinked } };
}

export async function vendorForEdit(db: Db, principal: Principal, id: number): Promise<Vendor> {
  requireChainWide(principal, 'vendors-edit');
  return toVendor(await findVendor(db, id));
}

export async function createVendor(db: Db, principal: Principal, input: VendorInput): Promise<Vendor> {
  requireChainWide(principal, 'vendors-create');
  const [row] = await db
    .insert(vendors)
    .values({ ...toColumns(input), createdBy: principal.userId, updatedBy: principal.userId })
    .returning(vendorColumns);
  return toVendor(row!);
}

/** The vendor as read may be sent back: its own id and deactivation, never another (decision 237). */
function requireOwnIdentity(id: number, stored: Date | null, input: VendorUpdate): void {
  if (input.id !== undefined && input.id !== id) throw invalid('This is another vendor', { id: ['Not this vendor'] });
  const sent = input.deleted_at;
  if (sent === undefined || (sent === null ? stored === null : stored?.getTime() === Date.parse(sent))) return;
  const message = 'Deactivate or restore a vendor on its own';
  throw invalid(message, { deleted_at: [message] });
}

export async function updateVendor(db: Db, principal: Principal, id: number, input: VendorUpdate): Promise<Vendor> {
  requireChainWide(principal, 'vendors-edit');
  requireOwnIdentity(id, (await findVendor(db, id)).deletedAt, input);
  const [row] = await db
    .update(vendors)
    .set({ ...toColumns(input), updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(vendors.id, id))
    .returning(vendorColumns);
  return toVendor(row!);
}

/** Deactivating keeps the vendor, its products and its order history; stores can no longer order from it. */
export async function setVendorDeactivated(
  db: Db,
  principal: Principal,
  id: number,
  deactivated: boolean,
): Promise<Vendor> {
  requireChainWide(principal, 'vendors-delete');
  const current = await findVendor(db, id);
  if (Boolean(current.deletedAt) === deactivated) return toVendor(current);
  const [row] = await db
    .update(vendors)
    .set({ deletedAt: deactivated ? new Date() : null, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(vendors.id, id))
    .returning(vendorColumns);
  return toVendor(row!);
}

/**
 * Permanent delete, only from the deactivated list (DESIGN §4): the vendor, its store links,
 * categories and products go together. Past orders stay, with the vendor's name copied on them.
 */
export async function deleteVendor(
  ctx: Pick<AppContext, 'db' | 'config'>,
  principal: Principal,
  id: number,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  requireChainWide(principal, 'vendors-delete');
  const vendor = await findVendor(ctx.db, id);
  if (!vendor.deletedAt) throw conflict('Deactivate the vendor before deleting it permanently');
  const removed = await ctx.db.transaction(async (tx) => {
    const images = await deleteProductsAndImages(tx, eq(products.vendorId, id));
    await tx.delete(productCategories).where(eq(productCategories.vendorId, id));
    await tx.delete(storeVendors).where(eq(storeVendors.vendorId, id));
    await tx.delete(vendors).where(eq(vendors.id, id));
    return images;
  });
  await removeStoredMedia(ctx.config, removed, log);
}

export async function linkStore(db: Db, principal: Principal, vendorId: number, storeId: number): Promise<void> {
  requireAt(principal, 'vendors-edit', storeId);
  const vendor = await findVendor(db, vendorId);
  if (vendor.deletedAt) throw conflict('This vendor is deactivated; restore it before linking stores');
  await requireActiveStore(db, storeId);
  await db.insert(storeVendors).values({ storeId, vendorId, createdBy: principal.userId }).onConflictDoNothing();
}

export async function unlinkStore(db: Db, principal: Principal, vendorId: number, storeId: number): Promise<void> {
  requireAt(principal, 'vendors-edit', storeId);
  await findVendor(db, vendorId);
  await db.delete(storeVendors).where(and(eq(storeVendors.storeId, storeId), eq(storeVendors.vendorId, vendorId)));
}
