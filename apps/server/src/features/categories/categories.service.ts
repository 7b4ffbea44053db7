import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Category, CategoryInput } from '@dripp/contract/categories';
import { VENDOR_CATEGORY_READERS } from '@dripp/contract/endpoints/categories';
import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema/index';
import { requireAnyAt, requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { removeStoredMedia } from '../../platform/media/media';
import { assertVendor, deleteProductsAndImages } from '../vendors/vendors.public';

/* Categories belong to a vendor, a chain-wide record, so their permissions are checked without a store. */

const categoryColumns = {
  id: productCategories.id,
  vendorId: productCategories.vendorId,
  name: productCategories.name,
  deletedAt: productCategories.deletedAt,
};

function toCategory(row: { id: number; vendorId: number; name: string; deletedAt: Date | null }): Category {
  return { id: row.id, vendor_id: row.vendorId, name: row.name, deleted_at: row.deletedAt?.toISOString() ?? null };
}

async function findCategory(db: Db, id: number) {
  const [row] = await db.select(categoryColumns).from(productCategories).where(eq(productCategories.id, id));
  if (!row) throw notFound('Category not found');
  return row;
}

export async function getCategory(db: Db, principal: Principal, id: number): Promise<Category> {
  requireAt(principal, 'categories-view');
  return toCategory(await findCategory(db, id));
}

export async function listVendorCategories(
  db: Db,
  principal: Principal,
  vendorId: number,
  active: '0' | '1' | undefined,
): Promise<Category[]> {
  requireAnyAt(principal, VENDOR_CATEGORY_READERS);
  await assertVendor(db, vendorId);
  const state =
    active === '1'
      ? isNull(productCategories.deletedAt)
      : active === '0'
        ? isNotNull(productCategories.deletedAt)
        : undefined;
  const rows = await db
    .select(categoryColumns)
    .from(productCategories)
    .where(and(eq(productCategories.vendorId, vendorId), state))
    .orderBy(asc(sql`lower(${productCategories.name})`), asc(productCategories.id));
  return rows.map(toCategory);
}

export async function createCategory(
  db: Db,
  principal: Principal,
  vendorId: number,
  input: CategoryInput,
): Promise<Category> {
  requireChainWide(principal, 'categories-create');
  await assertVendor(db, vendorId);
  const [row] = await db
    .insert(productCategories)
    .values({ vendorId, name: input.name, createdBy: principal.userId, updatedBy: principal.userId })
    .returning(categoryColumns);
  return toCategory(row!);
}

export async function updateCategory(
  db: Db,
  principal: Principal,
  id: number,
  input: CategoryInput,
): Promise<Category> {
  requireChainWide(principal, 'categories-edit');
  await findCategory(db, id);
  const [row] = await db
    .update(productCategories)
    .set({ name: input.name, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(productCategories.id, id))
    .returning(categoryColumns);
  return toCategory(row!);
}

/** A deactivated category hides its products from the order form; they come back on activation. */
export async function setCategoryActive(db: Db, principal: Principal, id: number, active: boolean): Promise<Category> {
  requireChainWide(principal, 'categories-edit');
  const current = await findCategory(db, id);
  if (!current.deletedAt === active) return toCategory(current);
  const [row] = await db
    .update(productCategories)
    .set({ deletedAt: active ? null : new Date(), updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(productCategories.id, id))
    .returning(categoryColumns);
  return toCategory(row!);
}

/** "This will completely remove the category with all products" (spec 2 §8); past orders keep their copies. */
export async function deleteCategory(
  ctx: Pick<AppContext, 'db' | 'config'>,
  principal: Principal,
  id: number,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  requireChainWide(principal, 'categories-delete');
  await findCategory(ctx.db, id);
  const removed = await ctx.db.transaction(async (tx) => {
    const images = await deleteProductsAndImages(tx, eq(products.categoryId, id));
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    return images;
  });
  await removeStoredMedia(ctx.config, removed, log);
}
