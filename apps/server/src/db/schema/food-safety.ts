import { sql } from 'drizzle-orm';
import type {
  CoolingRemedy,
  LabelSize,
  ReadingFix,
  ReadingKind,
  ShelfLifeUnit,
  Storage,
  UnitType,
} from '@dripp/contract/food-safety-labels';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, softDelete } from './common';
import { users } from './access';
import { stores } from './stores';
import { addressBookEntries } from './management';
import { correctiveActions } from './corrective-actions';

/*
 * Food safety (DESIGN §8, decision 276). Temperatures are kept in °F, sanitizer in ppm. A reading
 * is written once: its limits, in or out of range and late are stamped when it is saved, so a
 * later change of a limit never rewrites it; a correction is a new reading that refers to it.
 */

const measure = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** The chain's settings (a single row, made by the migration): the fixes offered, the photo rule. */
export const foodSafetySettings = pgTable('food_safety_settings', {
  id: integer('id').primaryKey().default(1),
  fixes: varchar('fixes', { length: 30 }).array().notNull().$type<ReadingFix[]>(),
  photoRequired: boolean('photo_required').notNull().default(false),
  ...audit,
});

/** Each unit type's limits chain-wide, and how far a unit may move them (rows made by the migration). */
export const foodTypeLimits = pgTable('food_type_limits', {
  type: varchar('type', { length: 20 }).primaryKey().$type<UnitType>(),
  low: measure('low'),
  high: measure('high'),
  allowedLow: measure('allowed_low'),
  allowedHigh: measure('allowed_high'),
  ...audit,
});

/** A store's unit; its own limits (null: the type's) must stay within what the chain allows. */
export const foodUnits = pgTable(
  'food_units',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull().$type<UnitType>(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEs: varchar('name_es', { length: 100 }),
    nameEsSource: varchar('name_es_source', { length: 100 }),
    ownLow: measure('own_low'),
    ownHigh: measure('own_high'),
    /** Store-local `HH:MM` due times of its readings, each day. */
    dueTimes: varchar('due_times', { length: 5 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    providerId: integer('provider_id').references(() => addressBookEntries.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...audit,
    ...softDelete,
  },
  (t) => [index('food_units_store').on(t.storeId)],
);

/**
 * A reading. `date` and `due_time` name the store day and due time it answers (due_time null for
 * an extra reading or a re-check); `refers_to` is the reading it corrects or re-checks.
 */
export const foodReadings = pgTable(
  'food_readings',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => foodUnits.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull().$type<ReadingKind>(),
    value: measure('value').notNull(),
    low: measure('low'),
    high: measure('high'),
    inRange: boolean('in_range').notNull(),
    late: boolean('late').notNull().default(false),
    date: date('date', { mode: 'string' }).notNull(),
    dueTime: varchar('due_time', { length: 5 }),
    refersTo: integer('refers_to'),
    fix: varchar('fix', { length: 30 }).$type<ReadingFix>(),
    fixNote: text('fix_note'),
    /** The photo of the fix: a media id (owner type `food-reading`). */
    photoId: varchar('photo_id', { length: 32 }),
    actionId: integer('action_id').references(() => correctiveActions.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('food_readings_store_date').on(t.storeId, t.date),
    index('food_readings_unit_taken').on(t.unitId, t.takenAt),
    index('food_readings_refers').on(t.refersTo),
    check('food_readings_fixed', sql`in_range or fix is not null`),
  ],
);

/**
 * The re-check an out-of-range reading schedules, made in the reading's transaction. The minute's
 * food-safety sweep (a job of the queue) reminds at `due_at` and escalates once it is missed or
 * answered out of range; `escalated_at` keeps that once-only.
 */
export const foodRechecks = pgTable(
  'food_rechecks',
  {
    readingId: integer('reading_id')
      .primaryKey()
      .references(() => foodReadings.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => foodUnits.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answeredBy: integer('answered_by').references(() => foodReadings.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    index('food_rechecks_open')
      .on(t.dueAt)
      .where(sql`escalated_at is null`),
    index('food_rechecks_store').on(t.storeId, t.dueAt),
  ],
);

/** A cooling batch: started at its first temperature, checked at 2 and 6 hours, closed once. */
export const coolingBatches = pgTable(
  'cooling_batches',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => foodUnits.id, { onDelete: 'set null' }),
    item: varchar('item', { length: 100 }).notNull(),
    /** The store day it was started on. */
    date: date('date', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startValue: measure('start_value').notNull(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    remedy: varchar('remedy', { length: 12 }).$type<CoolingRemedy>(),
    note: text('note'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [index('cooling_batches_store_date').on(t.storeId, t.date)],
);

/** A cooling batch's temperatures after its start, each stamped with the stage it answered. */
export const coolingChecks = pgTable(
  'cooling_checks',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => coolingBatches.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 2 }).notNull().$type<'2h' | '6h'>(),
    value: measure('value').notNull(),
    passed: boolean('passed').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('cooling_checks_once').on(t.batchId, t.stage)],
);

/** A prep item the chain labels. */
export const prepItems = pgTable('prep_items', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  nameEs: varchar('name_es', { length: 100 }),
  nameEsSource: varchar('name_es_source', { length: 100 }),
  shelfLife: integer('shelf_life').notNull(),
  shelfLifeUnit: varchar('shelf_life_unit', { length: 5 }).notNull().$type<ShelfLifeUnit>(),
  storage: varchar('storage', { length: 6 }).notNull().$type<Storage>(),
  readyToEat: boolean('ready_to_eat').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...audit,
  ...softDelete,
});

/** Every print of date labels, with what the labels said (the item's name and dates then). */
export const foodLabelPrints = pgTable(
  'food_label_prints',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    prepItemId: integer('prep_item_id').references(() => prepItems.id, { onDelete: 'set null' }),
    item: varchar('item', { length: 100 }).notNull(),
    itemEs: varchar('item_es', { length: 100 }),
    quantity: integer('quantity').notNull(),
    size: varchar('size', { length: 3 }).notNull().$type<LabelSize>(),
    date: date('date', { mode: 'string' }).notNull(),
    preppedAt: timestamp('prepped_at', { withTimezone: true }).notNull(),
    useBy: timestamp('use_by', { withTimezone: true }).notNull(),
    preppedBy: integer('prepped_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('food_label_prints_store_date').on(t.storeId, t.date)],
);
