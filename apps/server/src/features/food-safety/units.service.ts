import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  UNIT_MEASURE,
  UNIT_TYPE_LABELS,
  type FoodUnit,
  type FoodUnitInputSchema,
  type UnitType,
} from '@dripp/contract/food-safety';
import type { z } from 'zod';
import { fromFahrenheit, unitLimits } from '@dripp/domain/food-safety';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { addressBookEntries, foodUnits } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound, type FieldErrors } from '../../platform/errors';
import { recordChange, type Fields } from '../../platform/history';
import { requireActiveStore } from '../../platform/store-people';
import { spanishColumns } from '../../platform/spanish-columns';
import { ownWithinAllowed, typeRanges, type TypeRange } from './settings.service';

/*
 * A store's units (walk-in, reach-in, freezer, hot holding, cooling, sanitizer): each with its own
 * limits within what the chain allows, its due times and the provider its service ticket goes to.
 * A retired unit is soft-deleted: its readings stay in the reports.
 */

export const UNIT_RECORD_TYPE = 'food-unit';

type UnitInput = z.output<typeof FoodUnitInputSchema>;
export type UnitRow = typeof foodUnits.$inferSelect;

/** A unit that is not retired, or 404. */
export async function liveUnit(db: Db, id: number): Promise<UnitRow> {
  const [row] = await db
    .select()
    .from(foodUnits)
    .where(and(eq(foodUnits.id, id), isNull(foodUnits.deletedAt)));
  if (!row) throw notFound('No such unit');
  return row;
}

type Summary = FoodUnit['last_reading'];

/** Each unit's latest reading, by unit id. */
export async function lastReadings(db: Db, unitIds: number[]): Promise<Map<number, NonNullable<Summary>>> {
  if (unitIds.length === 0) return new Map();
  const rows = await sqlRows<{
    unit_id: number;
    id: number;
    value: string | number;
    in_range: boolean;
    taken_at: Date | string;
    taken_by: string | null;
  }>(
    db,
    sql`
    select distinct on (r.unit_id) r.unit_id, r.id, r.value, r.in_range, r.taken_at,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as taken_by
    from food_readings r left join users u on u.id = r.taken_by
    where r.unit_id = any(${`{${unitIds.join(',')}}`}::int[])
    order by r.unit_id, r.taken_at desc, r.id desc`,
  );
  return new Map(
    rows.map((r) => [
      r.unit_id,
      {
        id: r.id,
        value: Number(r.value),
        in_range: r.in_range,
        taken_at: new Date(r.taken_at).toISOString(),
        taken_by: r.taken_by,
      },
    ]),
  );
}

/** A unit as answered: its own limits, the limits that apply now, and its last reading. */
export function toUnit(row: UnitRow, type: TypeRange, last: Summary): FoodUnit {
  const applied = unitLimits(type, { low: row.ownLow, high: row.ownHigh });
  return {
    id: row.id,
    store_id: row.storeId,
    type: row.type,
    name: row.name,
    name_es: row.nameEs,
    own_low: row.ownLow,
    own_high: row.ownHigh,
    low: applied.low,
    high: applied.high,
    due_times: [...row.dueTimes].sort(),
    provider_id: row.providerId,
    last_reading: last,
  };
}

/** A store's units that are not retired, in their order. */
export async function storeUnits(db: Db, storeId: number): Promise<UnitRow[]> {
  return db
    .select()
    .from(foodUnits)
    .where(and(eq(foodUnits.storeId, storeId), isNull(foodUnits.deletedAt)))
    .orderBy(asc(foodUnits.sortOrder), asc(foodUnits.name), asc(foodUnits.id));
}

export async function listFoodUnits(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): Promise<FoodUnit[]> {
  requireAnyAt(principal, ['food-safety-view', 'food-safety-edit'], storeId);
  await requireActiveStore(ctx.db, storeId);
  const [rows, ranges] = await Promise.all([storeUnits(ctx.db, storeId), typeRanges(ctx.db)]);
  const last = await lastReadings(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUnit(r, ranges.get(r.type)!, last.get(r.id) ?? null));
}

const shown = (v: number | null) => (v == null ? '' : String(v));

/** A limit in both scales, as the cooling rule says its 135 °F: "41 °F (5 °C)"; a sanitizer's in ppm. */
function limitText(value: number | null, type: UnitType): string {
  if (value == null) return '…';
  if (UNIT_MEASURE[type] === 'ppm') return `${value} ppm`;
  return `${fromFahrenheit(value, 'F')} °F (${fromFahrenheit(value, 'C')} °C)`;
}

/**
 * A unit's own limits lie within its type's allowed range (low ≤ high), a cooling unit has no due
 * times (its batches have their own checks), and the provider is an entry of the store's own
 * address book, as a service ticket's is.
 */
async function checkUnit(db: Db, storeId: number, body: UnitInput, type: TypeRange): Promise<void> {
  const errors: FieldErrors = {};
  const own = { low: body.own_low, high: body.own_high };
  if (own.low != null && own.high != null && own.low > own.high)
    errors.own_high = ['The high limit must be at least the low limit'];
  else if (!ownWithinAllowed(own, type)) {
    const message = `Keep the limits between ${limitText(type.allowed.low, body.type)} and ${limitText(type.allowed.high, body.type)}`;
    for (const key of ['own_low', 'own_high'] as const)
      if (body[key] != null && !ownWithinAllowed({ low: body[key], high: null }, type)) errors[key] = [message];
  }
  if (body.type === 'cooling' && body.due_times.length > 0)
    errors.due_times = ['A cooling unit has no due times: its batches are checked at 2 and 6 hours'];
  if (body.provider_id != null) {
    const [entry] = await db
      .select({ id: addressBookEntries.id })
      .from(addressBookEntries)
      .where(and(eq(addressBookEntries.id, body.provider_id), eq(addressBookEntries.storeId, storeId)));
    if (!entry) errors.provider_id = ['Choose a provider from this store’s address book'];
  }
  if (Object.keys(errors).length) throw invalid('Check the unit', errors);
}

async function providerName(db: Db, id: number | null): Promise<string> {
  if (id == null) return '';
  const [row] = await db
    .select({ name: addressBookEntries.name })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.id, id));
  return row?.name ?? '';
}

async function fieldsOf(db: Db, u: UnitRow | null): Promise<Fields> {
  if (!u) return {};
  return {
    Name: u.name,
    'Spanish name': u.nameEs ?? '',
    Type: UNIT_TYPE_LABELS[u.type],
    'Own low limit': shown(u.ownLow),
    'Own high limit': shown(u.ownHigh),
    'Due times': [...u.dueTimes].sort(),
    Provider: await providerName(db, u.providerId),
    Retired: u.deletedAt != null,
  };
}

async function answerOf(db: Db, row: UnitRow): Promise<FoodUnit> {
  const [ranges, last] = await Promise.all([typeRanges(db), lastReadings(db, [row.id])]);
  return toUnit(row, ranges.get(row.type)!, last.get(row.id) ?? null);
}

const columnsOf = (body: UnitInput, before: UnitRow | undefined) => ({
  type: body.type,
  name: body.name,
  ...spanishColumns('nameEs', { es: body.name_es }, before, body.name),
  ownLow: body.own_low,
  ownHigh: body.own_high,
  dueTimes: [...body.due_times].sort(),
  providerId: body.provider_id,
});

/** POST /stores/{storeId}/food-units. */
export async function createFoodUnit(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  body: UnitInput,
): Promise<FoodUnit> {
  requireAt(principal, 'food-safety-edit', storeId);
  await requireActiveStore(ctx.db, storeId);
  await checkUnit(ctx.db, storeId, body, (await typeRanges(ctx.db)).get(body.type)!);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(foodUnits)
      .values({
        storeId,
        ...columnsOf(body, undefined),
        // On the store clock: nothing is due at a unit before it existed.
        createdAt: ctx.now(),
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning();
    await recordChange(tx, {
      recordType: UNIT_RECORD_TYPE,
      recordId: created!.id,
      storeId,
      userId: principal.userId,
      before: {},
      after: await fieldsOf(tx, created!),
    });
    return created!;
  });
  return answerOf(ctx.db, row);
}

/** PUT /food-units/{id}: past readings keep the limits they were stamped with. */
export async function updateFoodUnit(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
  body: UnitInput,
): Promise<FoodUnit> {
  const current = await liveUnit(ctx.db, id);
  requireAt(principal, 'food-safety-edit', current.storeId);
  await checkUnit(ctx.db, current.storeId, body, (await typeRanges(ctx.db)).get(body.type)!);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(foodUnits)
      .set({ ...columnsOf(body, current), updatedBy: principal.userId, updatedAt: new Date() })
      .where(and(eq(foodUnits.id, id), isNull(foodUnits.deletedAt)))
      .returning();
    if (!updated) throw notFound('No such unit');
    await recordChange(tx, {
      recordType: UNIT_RECORD_TYPE,
      recordId: id,
      storeId: current.storeId,
      userId: principal.userId,
      before: await fieldsOf(tx, current),
      after: await fieldsOf(tx, updated),
    });
    return updated;
  });
  return answerOf(ctx.db, row);
}

/** DELETE /food-units/{id}: the unit is retired; its readings stay. */
export async function deleteFoodUnit(ctx: Pick<AppContext, 'db'>, principal: Principal, id: number): Promise<void> {
  const current = await liveUnit(ctx.db, id);
  requireAt(principal, 'food-safety-edit', current.storeId);
  await ctx.db.transaction(async (tx) => {
    const [retired] = await tx
      .update(foodUnits)
      .set({ deletedAt: new Date(), updatedBy: principal.userId, updatedAt: new Date() })
      .where(and(eq(foodUnits.id, id), isNull(foodUnits.deletedAt)))
      .returning();
    if (!retired) throw notFound('No such unit');
    await recordChange(tx, {
      recordType: UNIT_RECORD_TYPE,
      recordId: id,
      storeId: current.storeId,
      userId: principal.userId,
      before: await fieldsOf(tx, current),
      after: await fieldsOf(tx, retired),
    });
  });
}

/** Units by id (retired ones too: a reading names the unit it was taken at). */
export async function unitsByIds(db: Db, ids: number[]): Promise<Map<number, UnitRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(foodUnits).where(inArray(foodUnits.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
