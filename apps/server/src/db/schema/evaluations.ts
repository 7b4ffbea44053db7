import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, softDelete } from './common';
import { users } from './access';
import { stores } from './stores';

/** Score categories are chain-wide; their order is the order of the evaluation form. */
export const retailScoreCategories = pgTable('retail_score_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  nameEs: varchar('name_es', { length: 200 }),
  nameEsSource: varchar('name_es_source', { length: 200 }),
  sortOrder: integer('sort_order').notNull(),
  /** Its items may be marked not applicable on a sheet (a store without a drive-through, say). */
  allowsNotApplicable: boolean('allows_not_applicable').notNull().default(false),
  ...audit,
  ...softDelete,
});

/** A removed item is kept (deleted_at) so that the sheets that scored it still name it. */
export const retailScoreCategoryItems = pgTable(
  'retail_score_category_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => retailScoreCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    nameEs: varchar('name_es', { length: 200 }),
    nameEsSource: varchar('name_es_source', { length: 200 }),
    permissibleScore: integer('permissible_score').notNull(),
    sortOrder: integer('sort_order').notNull(),
    ...audit,
    ...softDelete,
  },
  (t) => [index('retail_score_category_items_category').on(t.categoryId, t.sortOrder)],
);

/** One store visit. The totals are computed by the server from the item scores. */
export const retailScoreSheets = pgTable(
  'retail_score_sheets',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scoreDate: date('score_date', { mode: 'string' }).notNull(),
    additionalNotes: text('additional_notes').notNull().default(''),
    totalScore: integer('total_score').notNull(),
    evaluatedScore: integer('evaluated_score').notNull(),
    ...audit,
  },
  (t) => [
    index('retail_score_sheets_store_date').on(t.storeId, t.scoreDate),
    index('retail_score_sheets_date').on(t.scoreDate),
  ],
);

/**
 * One item's score on a sheet, with the item's name, category and permissible score copied at the
 * time, so later category edits change no saved sheet.
 */
export const retailItemScores = pgTable(
  'retail_item_scores',
  {
    id: serial('id').primaryKey(),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => retailScoreSheets.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => retailScoreCategoryItems.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => retailScoreCategories.id, { onDelete: 'set null' }),
    categoryName: varchar('category_name', { length: 200 }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    permissibleScore: integer('permissible_score').notNull(),
    /** 0 when not applicable; such an item counts in neither total. */
    score: integer('score').notNull(),
    notApplicable: boolean('not_applicable').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('retail_item_scores_sheet').on(t.sheetId), index('retail_item_scores_category').on(t.categoryId)],
);

/** Incident reports; the number comes from an identity sequence: chain-wide, never reused. */
export const incidentReports = pgTable(
  'incident_reports',
  {
    id: serial('id').primaryKey(),
    incidentNumber: integer('incident_number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    incidentTime: varchar('incident_time', { length: 5 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description').notNull(),
    employeeOnDuty1Id: integer('employee_on_duty1_id').references(() => users.id, { onDelete: 'set null' }),
    employeeOnDuty2Id: integer('employee_on_duty2_id').references(() => users.id, { onDelete: 'set null' }),
    employeeOnDuty3Id: integer('employee_on_duty3_id').references(() => users.id, { onDelete: 'set null' }),
    witnessName1: varchar('witness_name1', { length: 100 }),
    witnessPhone1: varchar('witness_phone1', { length: 50 }),
    witnessName2: varchar('witness_name2', { length: 100 }),
    witnessPhone2: varchar('witness_phone2', { length: 50 }),
    witnessName3: varchar('witness_name3', { length: 100 }),
    witnessPhone3: varchar('witness_phone3', { length: 50 }),
    employeeSignature: varchar('employee_signature', { length: 100 }).notNull(),
    enteredDate: date('entered_date', { mode: 'string' }).notNull(),
    ...audit,
  },
  (t) => [
    uniqueIndex('incident_reports_number').on(t.incidentNumber),
    index('incident_reports_store_date').on(t.storeId, t.incidentDate),
    // The chain-wide list (every store) is newest first and capped: read backwards, no sort of all rows.
    index('incident_reports_date_time_number').on(t.incidentDate, t.incidentTime, t.incidentNumber),
  ],
);
