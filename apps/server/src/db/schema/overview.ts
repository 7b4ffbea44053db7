import { date, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The Stores Overview's cache of each store's closed day (docs/decisions/169): how many checklist
 * cards were due and how each ended, worked out by the same rule as the store's day (Done on time,
 * Done late, Missed) once the day is over by the store's clock. The job queue fills yesterday's;
 * the overview fills any closed day it lacks. A row is forgotten (and worked out again) when a
 * checklist name of its day or the six days before it is written: a trigger of the migration.
 */
export const storeChecklistDays = pgTable(
  'store_checklist_days',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    due: smallint('due').notNull(),
    onTime: smallint('on_time').notNull(),
    late: smallint('late').notNull(),
    missed: smallint('missed').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.date] })],
);
