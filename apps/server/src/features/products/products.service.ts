import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { canAny, storesWhere } from '@dripp/domain/permissions';
import {
  NO_CATEGORY,
  PRODUCT_IMAGE_EXTENSIONS,
  VENDOR_PRODUCT_READERS,
  type Product,
  type ProductCategoryGroup,
  type ProductInput,
  type VendorProductsQuery,
} from '@dripp/contract/products';
import type { Db } from '../../db/client';
import { prepared, preparedShapes, shapeOf } from '../../db/prepared';
import {
  media,
  PRODUCT_MEDIA_OWNER,
  productCategories,
  products,
  stores,
  storeVendors,
  vendors,
} from '../../db/schema/index';
import { requireAnyAt, requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { attachMedia, deleteMediaOf, mediaFilesOf, removeStoredMedia } from '../../platform/media/media';
import { mediaStorage } from '../../platform/media/storage';
import { acceptUpload, type AcceptedUpload } from '../../platform/media/upload';
import { assertVendor } from '../vendors/vendors.public';

/*
 * Products belong to a vendor, a chain-wide record, so the product permissions are checked
 * without a store. Only the order form's read is tied to stores: see vendorProducts.
 */

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Log = { warn(obj: object, msg: string): void };

const productColumns = {
  id: products.id,
  vendorId: products.vendorId,
  categoryId: products.categoryId,
  itemNo: products.itemNo,
  description: products.description,
  cost: products.cost,
  wholesale: products.wholesale,
  retail: products.retail,
  um: products.um,
  active: products.active,
};
type ProductRow = Awaited<ReturnType<typeof findProduct>>;

function toProduct(row: ProductRow, file: string | null): Product {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    category_id: row.categoryId ?? NO_CATEGORY.id,
    item_no: row.itemNo,
    description: row.description,
    cost: row.cost,
    wholesale: row.wholesale,
    retail: row.retail,
    um: row.um,
    file,
    active: row.active ? '1' : '0',
  };
}

/** Each product's image address (its first image), or null. */
async function imagesOf(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  const files = await mediaFilesOf(db, PRODUCT_MEDIA_OWNER, ids);
  return new Map(ids.map((id) => [id, files.get(id)?.find((f) => !f.is_video)?.url ?? null]));
}

async function findProduct(db: Db, id: number) {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return row;
}

async function withImage(db: Db, row: ProductRow): Promise<Product> {
  return toProduct(row, (await imagesOf(db, [row.id])).get(row.id) ?? null);
}

/** 0 is "No Category"; any other id must be a category of the product's own vendor. */
async function categoryIdFor(db: Db, vendorId: number, categoryId: number): Promise<number | null> {
  if (categoryId === NO_CATEGORY.id) return null;
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), eq(productCategories.vendorId, vendorId)));
  if (!row) {
    const message = 'Choose a category of this vendor';
    throw invalid(message, { category_id: [message] });
  }
  return row.id;
}

function fieldsOf(input: ProductInput) {
  return {
    itemNo: input.item_no,
    description: input.description,
    cost: input.cost,
    wholesale: input.wholesale,
    retail: input.retail,
    um: input.um,
  };
}

async function acceptImage(ctx: Ctx, input: ProductInput): Promise<AcceptedUpload | null> {
  if (!input.file) return null;
  return acceptUpload(ctx.config, { file: input.file, filename: input.filename }, PRODUCT_IMAGE_EXTENSIONS);
}

export async function getProduct(ctx: Ctx, principal: Principal, id: number): Promise<Product> {
  requireAt(principal, 'products-view');
  return withImage(ctx.db, await findProduct(ctx.db, id));
}

export async function createProduct(
  ctx: Ctx,
  principal: Principal,
  vendorId: number,
  input: ProductInput,
): Promise<Product> {
  requireChainWide(principal, 'products-create');
  await assertVendor(ctx.db, vendorId);
  const categoryId = await categoryIdFor(ctx.db, vendorId, input.category_id);
  const image = await acceptImage(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({ ...fieldsOf(input), vendorId, categoryId, createdBy: principal.userId, updatedBy: principal.userId })
      .returning(productColumns);
    if (image) await attachMedia(ctx.config, tx, image, mediaOwner(created!.id, principal));
    return created!;
  });
  return withImage(ctx.db, row);
}

function mediaOwner(productId: number, principal: Principal) {
  return { ownerType: PRODUCT_MEDIA_OWNER, ownerId: productId, storeId: null, userId: principal.userId };
}

/** A new image replaces the current one; without a file the image stays as it is. */
export async function updateProduct(
  ctx: Ctx,
  principal: Principal,
  id: number,
  input: ProductInput,
  log?: Log,
): Promise<Product> {
  requireChainWide(principal, 'products-edit');
  const current = await findProduct(ctx.db, id);
  const categoryId = await categoryIdFor(ctx.db, current.vendorId, input.category_id);
  const image = await acceptImage(ctx, input);
  const { row, replaced } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ ...fieldsOf(input), categoryId, updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning(productColumns);
    let old: string[] = [];
    if (image) {
      old = await deleteMediaOf(tx, PRODUCT_MEDIA_OWNER, id);
      await attachMedia(ctx.config, tx, image, mediaOwner(id, principal));
    }
    return { row: updated!, replaced: old };
  });
  await removeStoredMedia(ctx.config, replaced, log);
  return withImage(ctx.db, row);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A copy of the product, image included (as its own file), active, ready to be edited. */
export async function cloneProduct(ctx: Ctx, principal: Principal, id: number): Promise<{ id: number }> {
  requireChainWide(principal, 'products-create');
  const source = await findProduct(ctx.db, id);
  const [image] = await ctx.db
    .select()
    .from(media)
    .where(and(eq(media.ownerType, PRODUCT_MEDIA_OWNER), eq(media.ownerId, id), eq(media.isVideo, false)))
    .orderBy(asc(media.createdAt))
    .limit(1);
  const stream = image ? await mediaStorage(ctx.config).get(image.id) : null;
  const bytes = stream ? await readAll(stream) : null;
  return ctx.db.transaction(async (tx) => {
    const { id: _id, active: _active, ...fields } = source;
    const [copy] = await tx
      .insert(products)
      .values({ ...fields, active: true, createdBy: principal.userId, updatedBy: principal.userId })
      .returning({ id: products.id });
    if (image && bytes) {
      const upload = {
        bytes,
        filename: image.filename,
        contentType: image.contentType,
        isVideo: false,
        size: bytes.length,
      };
      await attachMedia(
        ctx.config,
        tx,
        { ...upload, ext: image.filename.split('.').pop() ?? '' },
        mediaOwner(copy!.id, principal),
      );
    }
    return { id: copy!.id };
  });
}

export async function setProductActive(ctx: Ctx, principal: Principal, id: number, active: boolean): Promise<Product> {
  requireChainWide(principal, 'products-edit');
  const current = await findProduct(ctx.db, id);
  if (current.active === active) return withImage(ctx.db, current);
  const [row] = await ctx.db
    .update(products)
    .set({ active, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning(productColumns);
  return withImage(ctx.db, row!);
}

/** Only a deactivated product can be deleted (spec 2 §4); past orders keep their copied lines. */
export async function deleteProduct(ctx: Ctx, principal: Principal, id: number, log?: Log): Promise<void> {
  requireChainWide(principal, 'products-delete');
  const current = await findProduct(ctx.db, id);
  if (current.active) throw conflict('Deactivate the product before deleting it');
  const removed = await ctx.db.transaction(async (tx) => {
    await tx.delete(products).where(eq(products.id, id));
    return deleteMediaOf(tx, PRODUCT_MEDIA_OWNER, id);
  });
  await removeStoredMedia(ctx.config, removed, log);
}

/** Who may read a vendor's product list: product and vendor admins, and those who order from it. */

/**
 * GET /vendors/{id}/products grouped by category (spec 2 §4). activeC 1 or omitted keeps active
 * categories only (the default of spec 2 §9), 0 keeps all; activeP 1 active items, 0 deactivated
 * items, omitted all. Every category that passes is listed, even without products, so that it can
 * be managed; "No Category" (id 0) only when products have no category. A caller who may only
 * order (order-history-create at a store this vendor serves) always gets the order form's view:
 * active categories, active items, of an active vendor.
 */
/** The reads of a vendor's product list, prepared once per combination of filters (db/prepared.ts). */
const vendorProductReads = {
  vendor: prepared((db) =>
    db
      .select({ deletedAt: vendors.deletedAt })
      .from(vendors)
      .where(eq(vendors.id, sql.placeholder('vendorId')))
      .prepare('products_vendor'),
  ),
  servedStores: prepared((db) =>
    db
      .select({ id: storeVendors.storeId })
      .from(storeVendors)
      .innerJoin(stores, and(eq(stores.id, storeVendors.storeId), isNull(stores.deletedAt)))
      .where(eq(storeVendors.vendorId, sql.placeholder('vendorId')))
      .prepare('products_vendor_stores'),
  ),
  // Shape A: active categories only.
  categories: preparedShapes('products_categories', (db, shape, name) =>
    db
      .select({ id: productCategories.id, name: productCategories.name, deletedAt: productCategories.deletedAt })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.vendorId, sql.placeholder('vendorId')),
          shape.includes('A') ? isNull(productCategories.deletedAt) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${productCategories.name})`), asc(productCategories.id))
      .prepare(name),
  ),
  // Shape P: filtered by active; C: in the listed categories or in none (else in none only).
  products: preparedShapes('products_list', (db, shape, name) =>
    db
      .select(productColumns)
      .from(products)
      .where(
        and(
          eq(products.vendorId, sql.placeholder('vendorId')),
          shape.includes('P') ? eq(products.active, sql.placeholder('active')) : undefined,
          shape.includes('C')
            ? sql`(${products.categoryId} is null or ${products.categoryId} = any(${sql.placeholder('categoryIds')}))`
            : isNull(products.categoryId),
        ),
      )
      .orderBy(asc(products.itemNo), asc(products.id))
      .prepare(name),
  ),
};

export async function vendorProducts(
  db: Db,
  principal: Principal,
  vendorId: number,
  query: VendorProductsQuery,
): Promise<ProductCategoryGroup[]> {
  requireAnyAt(principal, VENDOR_PRODUCT_READERS);
  const [vendor] = await vendorProductReads.vendor(db).execute({ vendorId });
  let { activeC, activeP } = query;
  if (!canAny(principal.grants, ['products-view', 'vendors-view'])) {
    const served = vendor ? await vendorProductReads.servedStores(db).execute({ vendorId }) : [];
    if (
      storesWhere(
        principal.grants,
        'order-history-create',
        served.map((s) => s.id),
      ).length === 0
    )
      throw forbidden();
    if (vendor?.deletedAt) throw notFound('Vendor not found');
    activeC = '1';
    activeP = '1';
  }
  if (!vendor) throw notFound('Vendor not found');

  const categories = await vendorProductReads.categories(db, shapeOf({ a: activeC !== '0' })).execute({ vendorId });
  const rows = await vendorProductReads
    .products(db, shapeOf({ p: activeP !== undefined, c: categories.length > 0 }))
    .execute({ vendorId, active: activeP === '1', categoryIds: categories.map((c) => c.id) });
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );

  const byCategory = new Map<number, ProductCategoryGroup['products']>();
  for (const row of rows) {
    const product = { ...toProduct(row, images.get(row.id) ?? null), on_hand: null, qty: null };
    const list = byCategory.get(product.category_id) ?? [];
    list.push(product);
    byCategory.set(product.category_id, list);
  }
  const groups: ProductCategoryGroup[] = categories.map((c) => ({
    category: { id: c.id, name: c.name, deleted_at: c.deletedAt?.toISOString() ?? null },
    products: byCategory.get(c.id) ?? [],
  }));
  const uncategorised = byCategory.get(NO_CATEGORY.id);
  if (uncategorised) groups.push({ category: { ...NO_CATEGORY, deleted_at: null }, products: uncategorised });
  return groups;
}
