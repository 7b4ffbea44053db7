import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change to a record a store is accountable for (DESIGN §8): which record, who, when, and
 * each changed field before and after. One table for every kind of record, named by `recordType`.
 */
export const recordChanges = pgTable(
  'record_changes',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    storeId: integer('store_id'),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
  },
  (t) => [index('record_changes_record').on(t.recordType, t.recordId, t.changedAt)],
);
