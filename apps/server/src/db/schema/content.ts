import type { RecipeType } from '@dripp/contract/recipes';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { audit } from './common';
import { stores } from './stores';

/** Media owner types of the content records (platform/media/owners.ts). */
export const DASHBOARD_MEDIA_OWNER = 'dashboard';
export const PROMOTION_MEDIA_OWNER = 'promotion';
export const SCHEMATIC_MEDIA_OWNER = 'schematic';
export const RECIPE_MEDIA_OWNER = 'recipe';

/** The one row (id 1) of Home's announcement and promotion card; the card image is media of owner (dashboard, 1). */
export const dashboard = pgTable('dashboard', {
  id: integer('id').primaryKey(),
  /** Sanitised HTML. */
  announcement: text('announcement').notNull().default(''),
  title: varchar('title', { length: 255 }).notNull().default(''),
  description: text('description').notNull().default(''),
  /** Each text's Spanish and the English it was last saved against (decision 275). */
  announcementEs: text('announcement_es'),
  announcementEsSource: text('announcement_es_source'),
  titleEs: varchar('title_es', { length: 255 }),
  titleEsSource: varchar('title_es_source', { length: 255 }),
  descriptionEs: text('description_es'),
  descriptionEsSource: text('description_es_source'),
  ...audit,
});

/** The one row (id 1) of the current promotion; its images and videos are media of owner (promotion, 1). */
export const promotion = pgTable('promotion', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull().default(''),
  /** Sanitised HTML. */
  description: text('description').notNull().default(''),
  titleEs: varchar('title_es', { length: 255 }),
  titleEsSource: varchar('title_es_source', { length: 255 }),
  descriptionEs: text('description_es'),
  descriptionEsSource: text('description_es_source'),
  ...audit,
});

/** Chain-wide schematics in their display order. */
export const schematics = pgTable(
  'schematics',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    nameEs: varchar('name_es', { length: 255 }),
    nameEsSource: varchar('name_es_source', { length: 255 }),
    sortOrder: integer('sort_order').notNull(),
    ...audit,
  },
  (t) => [index('schematics_order').on(t.sortOrder)],
);

/** Recipes: global (store_id null) or one store's own; ordered per type and scope. */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).notNull().$type<RecipeType>(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    nameEs: varchar('name_es', { length: 255 }),
    nameEsSource: varchar('name_es_source', { length: 255 }),
    contentEs: text('content_es'),
    contentEsSource: text('content_es_source'),
    sortOrder: integer('sort_order').notNull(),
    ...audit,
  },
  (t) => [index('recipes_type_store').on(t.type, t.storeId, t.sortOrder)],
);
