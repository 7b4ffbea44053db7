import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Uploaded files of every feature. `id` is 128 random bits (hex), which is what makes the public
 * GET /api/media/{id}/{filename} safe; the owner is (owner_type, owner_id), registered per feature.
 */
export const media = pgTable(
  'media',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    ownerType: varchar('owner_type', { length: 50 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    isVideo: boolean('is_video').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // media_creator: the per-person daily upload quota sums one person's last 24 hours.
  (t) => [index('media_owner').on(t.ownerType, t.ownerId), index('media_creator').on(t.createdBy, t.createdAt)],
);
