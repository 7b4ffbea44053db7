import { boolean, index, integer, numeric, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit, softDelete } from './common';
import { stores } from './stores';

/** Suppliers the stores order from; `email` may hold several comma-separated addresses. */
export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  accountNo: varchar('account_no', { length: 100 }).notNull(),
  email: varchar('email', { length: 1000 }).notNull(),
  street1: varchar('street1', { length: 200 }).notNull(),
  street2: varchar('street2', { length: 200 }),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 100 }).notNull(),
  zip: varchar('zip', { length: 20 }).notNull(),
  phone: varchar('phone', { length: 50 }).notNull(),
  phone2: varchar('phone2', { length: 50 }),
  salesContact: varchar('sales_contact', { length: 200 }).notNull(),
  ...audit,
  ...softDelete,
});

/** Which vendors serve which stores. */
export const storeVendors = pgTable(
  'store_vendors',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.vendorId] }), index('store_vendors_vendor').on(t.vendorId)],
);

/** A vendor's product category; `deleted_at` set means deactivated (spec 2 §9). */
export const productCategories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    ...audit,
    ...softDelete,
  },
  (t) => [index('categories_vendor').on(t.vendorId)],
);

/** Prices are exact decimals (numeric(12,2)), never floating point; the image is a media record (owner 'product'). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'cascade' }),
    itemNo: varchar('item_no', { length: 100 }),
    description: varchar('description', { length: 500 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    wholesale: numeric('wholesale', { precision: 12, scale: 2 }),
    retail: numeric('retail', { precision: 12, scale: 2 }),
    um: varchar('um', { length: 50 }),
    active: boolean('active').notNull().default(true),
    /** What a suggested order needs (DESIGN §8, decision 260); null is "not set". */
    caseSize: integer('case_size'),
    par: numeric('par', { precision: 12, scale: 2 }),
    shelfLifeDays: integer('shelf_life_days'),
    caseThresholdPct: integer('case_threshold_pct'),
    ...audit,
  },
  (t) => [index('products_vendor').on(t.vendorId), index('products_category').on(t.categoryId)],
);

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * A submitted purchase order. The vendor's name is copied so that history survives the vendor's
 * permanent deletion; `mail_status` records whether the purchase order reached the vendor.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    // No cascade: purchase history is kept for good, so a store with orders stays deactivated instead.
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    vendorName: varchar('vendor_name', { length: 200 }).notNull(),
    costSum: numeric('cost_sum', { precision: 14, scale: 2 }).notNull(),
    mailStatus: varchar('mail_status', { length: 10 }).notNull().default('pending').$type<MailStatus>(),
    mailError: varchar('mail_error', { length: 1000 }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    index('orders_store_created').on(t.storeId, t.createdAt),
    index('orders_store_vendor_created').on(t.storeId, t.vendorId, t.createdAt),
  ],
);

/** One ordered product; item, description, prices and unit are the product's at that moment. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    categoryId: integer('category_id'),
    itemNo: varchar('item_no', { length: 100 }),
    description: varchar('description', { length: 500 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    wholesale: numeric('wholesale', { precision: 12, scale: 2 }),
    retail: numeric('retail', { precision: 12, scale: 2 }),
    um: varchar('um', { length: 50 }),
    onHand: numeric('on_hand', { precision: 12, scale: 2 }),
    qty: integer('qty').notNull(),
    /** The quantity the portal suggested for this line at submit (DESIGN §8), or null when it had none. */
    suggestedQty: integer('suggested_qty'),
  },
  (t) => [index('order_lines_order').on(t.orderId), index('order_lines_product').on(t.productId, t.orderId)],
);

/**
 * When a vendor delivers to a store (DESIGN §8, suggested orders): ISO weekdays (1 Monday … 7
 * Sunday) in the store's zone, and the order is due `lead_days` days before a delivery, by
 * `order_by` (HH:MM, store time).
 */
export const deliverySchedules = pgTable(
  'delivery_schedules',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    deliveryDays: integer('delivery_days').array().notNull(),
    leadDays: integer('lead_days').notNull(),
    orderBy: varchar('order_by', { length: 5 }).notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.storeId, t.vendorId] }), index('delivery_schedules_vendor').on(t.vendorId)],
);

/** The media owner type of product images (media.owner_type). */
export const PRODUCT_MEDIA_OWNER = 'product';
