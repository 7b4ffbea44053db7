import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { CategoryFields, CategoryInput, RetailScoreCategory } from '@dripp/contract/evaluations';
import type { Db } from '../../db/client';
import { retailItemScores, retailScoreCategories, retailScoreCategoryItems } from '../../db/schema/index';
import { requireChainWide, type Principal } from '../../platform/access';
import { conflict, invalid, notFound } from '../../platform/errors';
import { sentSpanish, spanishOut, spanishToStore, type StoredSpanish } from '@dripp/contract/spanish-text';

type NameRow = { name: string; nameEs: string | null; nameEsSource: string | null };
const storedName = (row: NameRow): StoredSpanish => ({ es: row.nameEs, source: row.nameEsSource });
const nameOut = (row: NameRow) => spanishOut('name', row.name, storedName(row));

/** The Spanish columns of a name as a save leaves them (none when they stay as they are). */
function nameSpanish(sent: Parameters<typeof sentSpanish<'name'>>[1], name: string, stored?: NameRow) {
  const spanish = spanishToStore(sentSpanish('name', sent), stored && storedName(stored), name);
  return spanish ? { nameEs: spanish.es, nameEsSource: spanish.source } : {};
}

/*
 * Score categories are chain-wide records (DESIGN §5): they are written only with a grant from a
 * corporate role (or admin). Anyone who may fill in or read an evaluation reads them.
 */

/** `YYYY-MM-DD HH:MM:SS` in UTC, as the spec's date objects carry it. */
export function dateObject(value: Date | string): { date: string } {
  if (typeof value === 'string') return { date: `${value} 00:00:00` };
  return { date: value.toISOString().slice(0, 19).replace('T', ' ') };
}

export async function listCategories(db: Db, trashed: boolean): Promise<RetailScoreCategory[]> {
  const categories = await db
    .select()
    .from(retailScoreCategories)
    .where(trashed ? isNotNull(retailScoreCategories.deletedAt) : isNull(retailScoreCategories.deletedAt))
    .orderBy(asc(retailScoreCategories.sortOrder), asc(retailScoreCategories.id));
  if (!categories.length) return [];
  const items = await db
    .select()
    .from(retailScoreCategoryItems)
    .where(
      and(
        inArray(
          retailScoreCategoryItems.categoryId,
          categories.map((c) => c.id),
        ),
        isNull(retailScoreCategoryItems.deletedAt),
      ),
    )
    .orderBy(asc(retailScoreCategoryItems.sortOrder), asc(retailScoreCategoryItems.id));
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    ...nameOut(c),
    sort_order: c.sortOrder,
    allows_not_applicable: c.allowsNotApplicable,
    created_at: dateObject(c.createdAt),
    deleted_at: c.deletedAt ? c.deletedAt.toISOString() : null,
    retail_score_category_items: items
      .filter((i) => i.categoryId === c.id)
      .map((i) => ({ id: i.id, name: i.name, ...nameOut(i), permissible_score: i.permissibleScore })),
  }));
}

async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(retailScoreCategories).where(eq(retailScoreCategories.id, id));
  if (!row) throw notFound('Category not found');
  return row;
}

async function oneCategory(db: Db, id: number, trashed: boolean): Promise<RetailScoreCategory> {
  const found = (await listCategories(db, trashed)).find((c) => c.id === id);
  if (!found) throw notFound('Category not found');
  return found;
}

/** Creates the categories in the order given, after the existing ones. */
export async function createCategories(
  db: Db,
  principal: Principal,
  input: CategoryFields[],
): Promise<RetailScoreCategory[]> {
  requireChainWide(principal, 'retail-score-categories-create');
  const ids = await db.transaction(async (tx) => {
    const [{ top } = { top: 0 }] = await tx
      .select({ top: max(retailScoreCategories.sortOrder) })
      .from(retailScoreCategories);
    const created: number[] = [];
    for (const [index, category] of input.entries()) {
      const [row] = await tx
        .insert(retailScoreCategories)
        .values({
          name: category.name,
          ...nameSpanish(category, category.name),
          allowsNotApplicable: category.allows_not_applicable ?? false,
          sortOrder: (top ?? 0) + index + 1,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })
        .returning({ id: retailScoreCategories.id });
      await tx.insert(retailScoreCategoryItems).values(
        category.items.map((item, i) => ({
          categoryId: row!.id,
          name: item.name,
          ...nameSpanish(item, item.name),
          permissibleScore: item.permissible_score,
          sortOrder: i + 1,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })),
      );
      created.push(row!.id);
    }
    return created;
  });
  const all = await listCategories(db, false);
  return ids.map((id) => all.find((c) => c.id === id)!);
}

/**
 * Renames the category and replaces its items: items sent with their id are updated, new ones
 * added, missing ones removed (kept with deleted_at). Saved sheets keep their own copies.
 */
export async function updateCategory(
  db: Db,
  principal: Principal,
  id: number,
  input: CategoryFields,
): Promise<RetailScoreCategory> {
  requireChainWide(principal, 'retail-score-categories-edit');
  const category = await findCategory(db, id);
  if (category.deletedAt) throw conflict('Restore the category before editing it');
  const current = await db
    .select({
      id: retailScoreCategoryItems.id,
      name: retailScoreCategoryItems.name,
      nameEs: retailScoreCategoryItems.nameEs,
      nameEsSource: retailScoreCategoryItems.nameEsSource,
    })
    .from(retailScoreCategoryItems)
    .where(and(eq(retailScoreCategoryItems.categoryId, id), isNull(retailScoreCategoryItems.deletedAt)));
  const currentIds = new Set(current.map((i) => i.id));
  const errors: Record<string, string[]> = {};
  input.items.forEach((item, i) => {
    if (item.id != null && !currentIds.has(item.id)) errors[`items.${i}.id`] = ['This item is not in the category'];
  });
  if (Object.keys(errors).length) throw invalid('Some items are not in this category', errors);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(retailScoreCategories)
      .set({
        name: input.name,
        ...nameSpanish(input, input.name, category),
        ...(input.allows_not_applicable === undefined ? {} : { allowsNotApplicable: input.allows_not_applicable }),
        updatedBy: principal.userId,
        updatedAt: now,
      })
      .where(eq(retailScoreCategories.id, id));
    const kept = new Set(input.items.map((i) => i.id).filter((v): v is number => v != null));
    const removed = [...currentIds].filter((itemId) => !kept.has(itemId));
    if (removed.length) {
      await tx
        .update(retailScoreCategoryItems)
        .set({ deletedAt: now, updatedBy: principal.userId, updatedAt: now })
        .where(inArray(retailScoreCategoryItems.id, removed));
    }
    for (const [i, item] of input.items.entries()) {
      const values = {
        name: item.name,
        ...nameSpanish(
          item,
          item.name,
          current.find((c) => c.id === item.id),
        ),
        permissibleScore: item.permissible_score,
        sortOrder: i + 1,
        updatedBy: principal.userId,
        updatedAt: now,
      };
      if (item.id != null) {
        await tx.update(retailScoreCategoryItems).set(values).where(eq(retailScoreCategoryItems.id, item.id));
      } else {
        await tx.insert(retailScoreCategoryItems).values({ ...values, categoryId: id, createdBy: principal.userId });
      }
    }
  });
  return oneCategory(db, id, false);
}

export async function trashCategory(db: Db, principal: Principal, id: number): Promise<void> {
  requireChainWide(principal, 'retail-score-categories-delete');
  const category = await findCategory(db, id);
  if (category.deletedAt) return;
  await db
    .update(retailScoreCategories)
    .set({ deletedAt: new Date(), updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(retailScoreCategories.id, id));
}

export async function restoreCategory(db: Db, principal: Principal, id: number): Promise<void> {
  requireChainWide(principal, 'retail-score-categories-delete');
  const category = await findCategory(db, id);
  if (!category.deletedAt) return;
  await db
    .update(retailScoreCategories)
    .set({ deletedAt: null, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(retailScoreCategories.id, id));
}

/** Permanent delete: only from the trash, and never of a category that saved evaluations scored. */
export async function forceDeleteCategory(db: Db, principal: Principal, id: number): Promise<void> {
  requireChainWide(principal, 'retail-score-categories-delete');
  const category = await findCategory(db, id);
  if (!category.deletedAt) throw conflict('Move the category to the trash before deleting it permanently');
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(retailItemScores)
    .where(eq(retailItemScores.categoryId, id));
  if ((used?.n ?? 0) > 0) {
    throw conflict(
      'This category is used by saved evaluations and cannot be deleted permanently; keep it in the trash',
    );
  }
  await db.delete(retailScoreCategories).where(eq(retailScoreCategories.id, id));
}

export type { CategoryInput };
