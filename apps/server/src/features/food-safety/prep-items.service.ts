import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PrepItem } from '@dripp/contract/food-safety';
import { sentSpanish, spanishOut } from '@dripp/contract/spanish-text';
import type { Db } from '../../db/client';
import { prepItems } from '../../db/schema/index';
import { requireAnyAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { spanishColumns, storedSpanish } from '../../platform/spanish-columns';

/*
 * The chain's prep items (issue 39 part 5): what a date label is printed for, with its shelf life
 * and storage. They apply at every store, so writing them takes a chain-wide food-safety-settings
 * grant; the Spanish name follows the chain's-words rule (decision 275). A retired item stays for
 * the labels printed from it.
 */

type Ctx = Pick<AppContext, 'db'>;
type PrepItemRow = typeof prepItems.$inferSelect;

export interface PrepItemBody {
  name: string;
  name_es?: string | null;
  name_es_confirmed?: boolean;
  shelf_life: number;
  shelf_life_unit: PrepItem['shelf_life_unit'];
  storage: PrepItem['storage'];
  ready_to_eat: boolean;
}

export const prepItemAnswer = (row: PrepItemRow): PrepItem => ({
  id: row.id,
  name: row.name,
  ...spanishOut('name', row.name, storedSpanish(row, 'nameEs')),
  shelf_life: row.shelfLife,
  shelf_life_unit: row.shelfLifeUnit,
  storage: row.storage,
  ready_to_eat: row.readyToEat,
});

/** A prep item still offered, or null. */
export async function activePrepItem(db: Db, id: number): Promise<PrepItemRow | null> {
  const [row] = await db
    .select()
    .from(prepItems)
    .where(and(eq(prepItems.id, id), isNull(prepItems.deletedAt)));
  return row ?? null;
}

async function requireItem(db: Db, id: number): Promise<PrepItemRow> {
  const row = await activePrepItem(db, id);
  if (!row) throw notFound('No such prep item');
  return row;
}

const values = (body: PrepItemBody, row?: PrepItemRow) => ({
  name: body.name,
  ...spanishColumns('nameEs', sentSpanish('name', body), row, body.name),
  shelfLife: body.shelf_life,
  shelfLifeUnit: body.shelf_life_unit,
  storage: body.storage,
  readyToEat: body.ready_to_eat,
});

export async function listPrepItems(ctx: Ctx, principal: Principal): Promise<PrepItem[]> {
  requireAnyAt(principal, ['food-safety-view', 'food-safety-settings']);
  const rows = await ctx.db
    .select()
    .from(prepItems)
    .where(isNull(prepItems.deletedAt))
    .orderBy(asc(prepItems.sortOrder), asc(prepItems.name), asc(prepItems.id));
  return rows.map(prepItemAnswer);
}

export async function createPrepItem(ctx: Ctx, principal: Principal, body: PrepItemBody): Promise<PrepItem> {
  requireChainWide(principal, 'food-safety-settings');
  const [row] = await ctx.db
    .insert(prepItems)
    .values({ ...values(body), createdBy: principal.userId, updatedBy: principal.userId })
    .returning();
  return prepItemAnswer(row!);
}

export async function updatePrepItem(
  ctx: Ctx,
  principal: Principal,
  id: number,
  body: PrepItemBody,
): Promise<PrepItem> {
  requireChainWide(principal, 'food-safety-settings');
  const current = await requireItem(ctx.db, id);
  const [row] = await ctx.db
    .update(prepItems)
    .set({ ...values(body, current), updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(prepItems.id, id))
    .returning();
  return prepItemAnswer(row!);
}

export async function deletePrepItem(ctx: Ctx, principal: Principal, id: number): Promise<void> {
  requireChainWide(principal, 'food-safety-settings');
  await requireItem(ctx.db, id);
  await ctx.db
    .update(prepItems)
    .set({ deletedAt: new Date(), updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(prepItems.id, id));
}
