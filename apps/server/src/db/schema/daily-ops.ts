import { sql } from 'drizzle-orm';
import type { ParsedCashCount, CashCountTotalsCents } from '@dripp/domain/cash-count';
import type { ShiftType } from '@dripp/contract/comm-sheet';
import type { ChecklistType } from '@dripp/contract/checklists';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, softDelete } from './common';
import { stores } from './stores';

export type DepositStatus = 'counted' | 'deposited' | 'verified';

/** Daily records are one per store and date (per shift for the communication sheet). */
export const commSheets = pgTable(
  'comm_sheets',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: varchar('type', { length: 10 }).notNull().$type<ShiftType>(),
    names: jsonb('names').notNull().$type<string[]>().default([]),
    /** Sanitised HTML. */
    comments: text('comments').notNull().default(''),
    /** The language the comments were written in, 'en' or 'es' (decision 275); null before it was recorded. */
    commentsLanguage: varchar('comments_language', { length: 2 }).$type<'en' | 'es'>(),
    ...audit,
  },
  (t) => [uniqueIndex('comm_sheets_store_date_type').on(t.storeId, t.date, t.type)],
);

/** A store's checklist tasks per type; deleting one keeps it (deleted_at) so past days still name it. */
export const checklists = pgTable(
  'checklists',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull().$type<ChecklistType>(),
    task: varchar('task', { length: 500 }).notNull(),
    /** The task's Spanish and the English it was last saved against (decision 275). */
    taskEs: varchar('task_es', { length: 500 }),
    taskEsSource: varchar('task_es_source', { length: 500 }),
    note: varchar('note', { length: 1000 }),
    sortOrder: integer('sort_order').notNull(),
    ...audit,
    ...softDelete,
  },
  (t) => [index('checklists_store_type').on(t.storeId, t.type, t.sortOrder)],
);

/** Who did a task on a date. */
export const checklistNames = pgTable(
  'checklist_names',
  {
    id: serial('id').primaryKey(),
    checklistId: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    ...audit,
  },
  (t) => [
    uniqueIndex('checklist_names_task_date').on(t.checklistId, t.date),
    index('checklist_names_store_date').on(t.storeId, t.date),
  ],
);

/** The sheet as parsed (counts and integer cents) and the totals the server computed from it. */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sheet: jsonb('sheet').notNull().$type<ParsedCashCount>(),
    totals: jsonb('totals').notNull().$type<CashCountTotalsCents>(),
    totalDepositCents: bigint('total_deposit_cents', { mode: 'number' }).notNull(),
    totalDiscrepancyCents: bigint('total_discrepancy_cents', { mode: 'number' }).notNull(),
    /** The tolerance the count was judged by when saved, and whether its over/short was beyond it. */
    toleranceCents: integer('tolerance_cents'),
    flagged: boolean('flagged').notNull().default(false),
    /** Why the count is over or short; required when it is flagged. */
    overShortReason: varchar('over_short_reason', { length: 1000 }),
    /** Counted → Deposited (bag number, slip photo) → Verified by someone other than the depositor. */
    depositStatus: varchar('deposit_status', { length: 12 }).notNull().default('counted').$type<DepositStatus>(),
    depositBag: varchar('deposit_bag', { length: 100 }),
    depositedBy: integer('deposited_by'),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    depositVerifiedBy: integer('deposit_verified_by'),
    depositVerifiedAt: timestamp('deposit_verified_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex('cash_counts_store_date').on(t.storeId, t.date),
    index('cash_counts_deposits_unverified')
      .on(t.depositedAt)
      .where(sql`deposit_status = 'deposited'`),
  ],
);

/** The lines of a store's waste log for a date, in the order entered. */
export const wasteLogEntries = pgTable(
  'waste_log_entries',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    qtyHundredths: integer('qty_hundredths').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    lossCents: bigint('loss_cents', { mode: 'number' }).notNull(),
    ...audit,
  },
  (t) => [index('waste_log_entries_store_date').on(t.storeId, t.date, t.position)],
);
