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
  ...audit,
});

/** The one row (id 1) of the current promotion; its images and videos are media of owner (promotion, 1). */
export const promotion = pgTable('promotion', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull().default(''),
  /** Sanitised HTML. */
  description: text('description').notNull().default(''),
  ...audit,
});

/** Chain-wide schematics in their display order. */
export const schematics = pgTable(
  'schematics',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
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
    sortOrder: integer('sort_order').notNull(),
    ...audit,
  },
  (t) => [index('recipes_type_store').on(t.type, t.storeId, t.sortOrder)],
);
