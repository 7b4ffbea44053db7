import { sql } from 'drizzle-orm';
import { RECHECK_WINDOW_MINUTES } from '@dripp/contract/food-safety-labels';
import type { DueState, FoodDayItem } from '@dripp/contract/store-day';
import { addDays, storeDateTime } from '@dripp/domain/dates';
import { coolingWindows } from '@dripp/domain/food-safety';
import { endOfStoreDay, existedBy, itemState, wallClockInstant } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';

/*
 * Food safety on the store clock (decision 279): each unit's due readings, each out-of-range
 * reading's re-check and each cooling batch's 2- and 6-hour checks, as items of a store's day with
 * the states of the other due items. The store day lists them, and its minute sweep reminds of them.
 */

const MINUTE = 60_000;
/** A cooling check shows as due this long before its deadline, when its reminder goes out. */
const COOLING_DUE_EARLY_MINUTES = 15;

/** A store as its food items need it. */
export interface FoodClock {
  id: number;
  timeZone: string;
  createdAt: Date;
}

/** A food item of a store's day; `doneBy` is the person's id, named by the store day. */
export interface FoodItem {
  key: string;
  item: FoodDayItem;
  label: string;
  subject: string;
  dueAt: Date;
  dueTime: string;
  state: DueState;
  doneAt: Date | null;
  doneBy: number | null;
  minutesLate: number | null;
}

const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;
const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);
const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / MINUTE);

/** A reading's label on the board and in its reminders. */
export const readingLabel = (unit: string) => `${unit} reading`;
export const recheckLabel = (unit: string) => `${unit} re-check`;
export const coolingLabel = (hours: number, item: string) => `${hours}-hour cooling check of ${item}`;

/** What a day's items are made of, read in four queries for all the days at once. */
async function records(db: Db, days: { store: FoodClock; date: string }[]) {
  const ids = pgArray(days.map((d) => d.store.id));
  const dates = pgArray(days.map((d) => d.date));
  const dayStarts = days.map((d) => endOfStoreDay(addDays(d.date, -1), d.store.timeZone).toISOString());
  const starts = pgArray(dayStarts);
  const ends = pgArray(days.map((d) => endOfStoreDay(d.date, d.store.timeZone).toISOString()));
  const earliest = [...dayStarts].sort()[0]!;
  const day = sql`(select * from unnest(${ids}::int[], ${dates}::date[], ${starts}::timestamptz[], ${ends}::timestamptz[])
    as d(store_id, day, starts, ends))`;
  const [units, readings, rechecks, batches] = await Promise.all([
    sqlRows<{
      id: number;
      store_id: number;
      name: string;
      due_times: string[];
      created_at: Date | string;
      deleted_at: Date | string | null;
    }>(
      db,
      sql`select u.id, u.store_id, u.name, u.due_times, u.created_at, u.deleted_at from food_units u
      where u.store_id = any(${ids}::int[]) and (u.deleted_at is null or u.deleted_at > ${earliest}::timestamptz)
      order by u.sort_order, u.id`,
    ),
    // The first reading that answers each (unit, due time) of the day.
    sqlRows<{
      store_id: number;
      unit_id: number;
      due_time: string;
      taken_at: Date | string;
      taken_by: number | null;
      late: boolean;
    }>(
      db,
      sql`select distinct on (r.unit_id, r.due_time) r.store_id, r.unit_id, r.due_time, r.taken_at, r.taken_by, r.late
      from ${day} day join food_readings r on r.store_id = day.store_id and r.date = day.day and r.due_time is not null
      order by r.unit_id, r.due_time, r.taken_at, r.id`,
    ),
    sqlRows<{
      reading_id: number;
      store_id: number;
      due_at: Date | string;
      name: string;
      taken_at: Date | string | null;
      taken_by: number | null;
    }>(
      db,
      sql`select rc.reading_id, rc.store_id, rc.due_at, u.name, a.taken_at, a.taken_by
      from ${day} day
      join food_rechecks rc on rc.store_id = day.store_id and rc.due_at >= day.starts and rc.due_at < day.ends
      -- A unit taken out of service before its re-check came due owes none.
      join food_units u on u.id = rc.unit_id and (u.deleted_at is null or u.deleted_at > rc.due_at)
      left join food_readings a on a.id = rc.answered_by
      order by rc.due_at, rc.reading_id`,
    ),
    // Batches whose checks may fall on the day: started from 6 hours before it begins.
    sqlRows<{
      id: number;
      store_id: number;
      item: string;
      started_at: Date | string;
      closed_at: Date | string | null;
      checks: { stage: string; taken_at: string; taken_by: number | null }[] | null;
    }>(
      db,
      sql`select b.id, b.store_id, b.item, b.started_at, b.closed_at,
        (select json_agg(json_build_object('stage', c.stage, 'taken_at', c.taken_at, 'taken_by', c.taken_by))
          from cooling_checks c where c.batch_id = b.id) as checks
      from ${day} day
      join cooling_batches b on b.store_id = day.store_id and b.date between day.day - 1 and day.day
        and b.started_at >= day.starts - interval '6 hours' and b.started_at < day.ends
      order by b.started_at, b.id`,
    ),
  ]);
  return { units, readings, rechecks, batches };
}

/**
 * Each store's food items on its day, with their states at `now`. A unit's reading is due at each
 * of its due times (Done, or Done late when the reading was stamped late; Missed after the day);
 * a re-check is due at its time and missed when its window passes unanswered; a cooling check is
 * due in the last minutes before its deadline and missed after it. Nothing is due before the
 * store or the unit existed.
 */
export async function foodDayItems(
  db: Db,
  days: { store: FoodClock; date: string }[],
  now: Date,
): Promise<Map<number, FoodItem[]>> {
  const result = new Map<number, FoodItem[]>(days.map((d) => [d.store.id, []]));
  if (days.length === 0) return result;
  const { units, readings, rechecks, batches } = await records(db, days);
  const dayOf = new Map(days.map((d) => [d.store.id, d]));
  const answer = new Map(readings.map((r) => [`${r.unit_id}:${r.due_time}`, r]));
  const answeredTimes = new Map<number, string[]>();
  for (const r of readings) answeredTimes.set(r.unit_id, [...(answeredTimes.get(r.unit_id) ?? []), r.due_time]);

  for (const unit of units) {
    const d = dayOf.get(unit.store_id);
    if (!d) continue;
    const { store, date } = d;
    // A due time taken off the unit still shows where a reading answered it; a retired unit's stop.
    const times = new Set([...unit.due_times, ...(answeredTimes.get(unit.id) ?? [])]);
    const retired = unit.deleted_at ? asDate(unit.deleted_at) : null;
    for (const dueTime of [...times].sort()) {
      const dueAt = wallClockInstant(date, dueTime, store.timeZone);
      if (!existedBy(dueAt, store.createdAt, asDate(unit.created_at))) continue;
      if (retired && retired <= dueAt && !answer.has(`${unit.id}:${dueTime}`)) continue;
      const r = answer.get(`${unit.id}:${dueTime}`);
      const doneAt = r ? asDate(r.taken_at) : null;
      const timing = doneAt
        ? // The reading's own stamp says whether it was late (its window is an hour either side).
          r!.late
          ? { state: 'late' as const, minutesLate: Math.max(1, minutesBetween(dueAt, doneAt)) }
          : { state: 'done' as const, minutesLate: null }
        : itemState({ due: dueAt, doneAt: null, dayEnd: endOfStoreDay(date, store.timeZone), now });
      result.get(store.id)!.push({
        key: `reading:${unit.id}:${dueTime}`,
        item: 'food-reading',
        label: readingLabel(unit.name),
        subject: unit.name,
        dueAt,
        dueTime,
        ...timing,
        doneAt,
        doneBy: r?.taken_by ?? null,
      });
    }
  }

  for (const rc of rechecks) {
    const store = dayOf.get(rc.store_id)?.store;
    if (!store) continue;
    const dueAt = asDate(rc.due_at);
    const closes = new Date(dueAt.getTime() + RECHECK_WINDOW_MINUTES * MINUTE);
    const doneAt = rc.taken_at ? asDate(rc.taken_at) : null;
    const timing = doneAt
      ? doneAt <= closes
        ? { state: 'done' as const, minutesLate: null }
        : { state: 'late' as const, minutesLate: minutesBetween(dueAt, doneAt) }
      : itemState({ due: dueAt, doneAt: null, dayEnd: closes, now });
    result.get(store.id)!.push({
      key: `recheck:${rc.reading_id}`,
      item: 'food-recheck',
      label: recheckLabel(rc.name),
      subject: rc.name,
      dueAt,
      dueTime: storeDateTime(dueAt, store.timeZone).time,
      ...timing,
      doneAt,
      doneBy: doneAt ? rc.taken_by : null,
    });
  }

  for (const b of batches) {
    const d = dayOf.get(b.store_id);
    if (!d) continue;
    const dayStart = endOfStoreDay(addDays(d.date, -1), d.store.timeZone);
    const dayEnd = endOfStoreDay(d.date, d.store.timeZone);
    const closedAt = b.closed_at ? asDate(b.closed_at) : null;
    for (const w of coolingWindows(asDate(b.started_at))) {
      if (w.dueAt < dayStart || w.dueAt >= dayEnd) continue;
      const check = b.checks?.find((c) => c.stage === w.stage);
      // A batch closed (discarded or reheated) before a check came due needs it no more.
      if (!check && closedAt && closedAt <= w.dueAt) continue;
      const doneAt = check ? new Date(check.taken_at) : null;
      const hours = w.stage === '2h' ? 2 : 6;
      let timing: { state: DueState; minutesLate: number | null };
      if (doneAt)
        timing =
          doneAt <= w.dueAt
            ? { state: 'done', minutesLate: null }
            : { state: 'late', minutesLate: Math.max(1, minutesBetween(w.dueAt, doneAt)) };
      else if (now >= w.dueAt) timing = { state: 'missed', minutesLate: null };
      else if (w.dueAt.getTime() - now.getTime() <= COOLING_DUE_EARLY_MINUTES * MINUTE)
        // Due before its deadline: its reminder goes out now (minutes late null is "due now").
        timing = { state: 'due', minutesLate: null };
      else timing = { state: 'upcoming', minutesLate: null };
      result.get(d.store.id)!.push({
        key: `cooling:${b.id}:${w.stage}`,
        item: 'cooling-check',
        label: coolingLabel(hours, b.item),
        subject: b.item,
        dueAt: w.dueAt,
        dueTime: storeDateTime(w.dueAt, d.store.timeZone).time,
        ...timing,
        doneAt,
        doneBy: check?.taken_by ?? null,
      });
    }
  }
  return result;
}
