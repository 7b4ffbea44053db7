import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { FoodSafetyDay, Reading } from '@dripp/contract/food-safety';
import { todayIn } from '@dripp/domain/dates';
import { daySlots } from '@dripp/domain/food-safety';
import { endOfStoreDay, existedBy, itemState, wallClockInstant } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { foodReadings, foodRechecks } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import { activeStore } from '../../platform/store-people';
import { fixRules, typeRanges } from './settings.service';
import { toReadings } from './readings.service';
import { lastReadings, storeUnits, toUnit, type UnitRow } from './units.service';

/*
 * A store's food-safety day on its own clock (decision 277): each unit's due times with their
 * states, the day's readings, the re-checks still open, and the chain's fixes and photo rule.
 */

type Slot = FoodSafetyDay['units'][number]['slots'][number];
type SlotState = Slot['state'];

const summary = (r: Reading): NonNullable<Slot['reading']> => ({
  id: r.id,
  value: r.value,
  in_range: r.in_range,
  taken_at: r.taken_at,
  taken_by: r.taken_by,
});

/**
 * A due time's state, as the Today board shows it: done (or late, as the reading was stamped) once
 * a reading answers it; upcoming before it; due from then until the store's day ends (a reading
 * still answers it, late); missed after.
 */
export function slotState(dueAt: Date, answer: Pick<Reading, 'late'> | null, dayEnd: Date, now: Date): SlotState {
  if (answer) return answer.late ? 'late' : 'done';
  return itemState({ due: dueAt, doneAt: null, dayEnd, now }).state;
}

/** The latest reading of each chain of corrections, by the reading the chain starts from. */
function latestCorrections(readings: Reading[]): Map<number, Reading> {
  const rootOf = new Map<number, number>();
  const latest = new Map<number, Reading>();
  const ordered = [...readings].sort((a, b) => a.taken_at.localeCompare(b.taken_at) || a.id - b.id);
  for (const r of ordered) {
    const root = r.kind === 'correction' && r.refers_to != null ? (rootOf.get(r.refers_to) ?? r.refers_to) : r.id;
    rootOf.set(r.id, root);
    if (r.kind === 'correction') latest.set(root, r);
  }
  return latest;
}

function unitSlots(unit: UnitRow, date: string, zone: string, readings: Reading[], now: Date): Slot[] {
  const scheduled = new Map(
    readings.filter((r) => r.unit_id === unit.id && r.kind === 'scheduled').map((r) => [r.due_time!, r]),
  );
  const corrected = latestCorrections(readings.filter((r) => r.unit_id === unit.id));
  const dayEnd = endOfStoreDay(date, zone);
  // A due time taken off the unit still shows where a reading answered it.
  const times = [...new Set([...unit.dueTimes, ...scheduled.keys()])];
  return daySlots(date, times, zone, new Set(scheduled.keys()))
    .filter((s) => existedBy(s.dueAt, unit.createdAt))
    .map((s) => {
      const answer = scheduled.get(s.dueTime) ?? null;
      const shown = answer ? (corrected.get(answer.id) ?? answer) : null;
      return {
        due_time: s.dueTime,
        due_at: s.dueAt.toISOString(),
        state: slotState(s.dueAt, answer, dayEnd, now),
        reading: shown ? summary(shown) : null,
      };
    });
}

/**
 * The re-checks still open at a store that belong to a day: those of its out-of-range readings,
 * and those due within it (a reading late in the evening is checked again after midnight).
 */
async function openRechecks(db: Db, storeId: number, date: string, zone: string) {
  const start = wallClockInstant(date, '00:00', zone);
  const end = endOfStoreDay(date, zone);
  return db
    .select({ reading: foodReadings })
    .from(foodRechecks)
    .innerJoin(foodReadings, eq(foodReadings.id, foodRechecks.readingId))
    .where(
      and(
        eq(foodRechecks.storeId, storeId),
        isNull(foodRechecks.answeredBy),
        or(eq(foodReadings.date, date), and(gte(foodRechecks.dueAt, start), lt(foodRechecks.dueAt, end))),
      ),
    )
    .orderBy(asc(foodRechecks.dueAt));
}

/** GET /stores/{storeId}/food-safety/{date}: no day after the store's today. */
export async function foodSafetyDay(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<FoodSafetyDay> {
  requireAt(principal, 'food-safety-view', storeId);
  const store = await activeStore(ctx.db, storeId);
  if (!store) throw notFound('Store not found');
  const now = ctx.now();
  const today = todayIn(store.timeZone, now);
  if (date > today)
    throw invalid(`The date cannot be in the future (today is ${today})`, {
      date: ['The date cannot be in the future'],
    });
  const [units, ranges, rules, dayRows, recheckRows] = await Promise.all([
    storeUnits(ctx.db, storeId),
    typeRanges(ctx.db),
    fixRules(ctx.db),
    ctx.db
      .select()
      .from(foodReadings)
      .where(and(eq(foodReadings.storeId, storeId), eq(foodReadings.date, date)))
      .orderBy(asc(foodReadings.takenAt), asc(foodReadings.id)),
    openRechecks(ctx.db, storeId, date, store.timeZone),
  ]);
  const [readings, rechecks, last] = await Promise.all([
    toReadings(ctx.db, dayRows, now),
    toReadings(
      ctx.db,
      recheckRows.map((r) => r.reading),
      now,
    ),
    lastReadings(
      ctx.db,
      units.map((u) => u.id),
    ),
  ]);
  return {
    store_id: storeId,
    date,
    time_zone: store.timeZone,
    units: units.map((u) => ({
      ...toUnit(u, ranges.get(u.type)!, last.get(u.id) ?? null),
      slots: unitSlots(u, date, store.timeZone, readings, now),
    })),
    rechecks,
    readings,
    fixes: rules.fixes,
    photo_required: rules.photoRequired,
  };
}
