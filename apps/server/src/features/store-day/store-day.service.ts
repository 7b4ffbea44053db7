import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import {
  DAY_ITEM_PERMISSIONS,
  DAY_VIEW_PERMISSIONS,
  DUE_ITEM_LABELS,
  DUE_ITEMS,
  dueItemLink,
  type DayItem,
  type DueItem,
  type StoreDay,
  type TodayBoard,
} from '@dripp/contract/store-day';
import { can } from '@dripp/domain/permissions';
import { todayIn } from '@dripp/domain/dates';
import {
  endOfStoreDay,
  existedBy,
  isoWeekday,
  itemState,
  STATE_URGENCY,
  wallClockInstant,
} from '@dripp/domain/store-day';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { chainDueTimes, storeDueTimes, stores, users } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { fullName, storeScope } from '../../platform/store-people';
import { storeTimeZone } from '../../platform/store-time';
import { foodDayItems } from '../food-safety/food-safety.public';

/** A store as its day needs it. */
export interface StoreClock {
  id: number;
  title: string;
  timeZone: string;
  /** When the store was made: its day starts then (nothing is due before it). */
  createdAt: Date;
}

interface Due {
  time: string | null;
  weekday: number | null;
}

/** The due time of each item at each store: the store's own where it set one, else the chain's. */
export async function dueTimesAt(db: Db, storeIds: number[]): Promise<Map<number, Map<DueItem, Due>>> {
  const [chain, own] = await Promise.all([
    db
      .select({ item: chainDueTimes.item, time: chainDueTimes.time, weekday: chainDueTimes.weekday })
      .from(chainDueTimes),
    storeIds.length
      ? db
          .select({
            storeId: storeDueTimes.storeId,
            item: storeDueTimes.item,
            time: storeDueTimes.time,
            weekday: storeDueTimes.weekday,
          })
          .from(storeDueTimes)
          .where(inArray(storeDueTimes.storeId, storeIds))
      : Promise.resolve([]),
  ]);
  const chainOf = new Map(chain.map((c) => [c.item, { time: c.time, weekday: c.weekday }]));
  const result = new Map<number, Map<DueItem, Due>>();
  for (const id of storeIds) result.set(id, new Map(DUE_ITEMS.map((item) => [item, chainOf.get(item) ?? NOT_TRACKED])));
  for (const o of own) result.get(o.storeId)?.set(o.item, { time: o.time, weekday: o.weekday });
  return result;
}

const NOT_TRACKED: Due = { time: null, weekday: null };

/** `{1,2,3}`: a PostgreSQL array literal of numbers or dates, sent as one parameter. */
const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;

interface Completion {
  storeId: number;
  item: DueItem;
  /** Checklist cards: how many of the card's tasks have a name. */
  named: number;
  doneAt: Date;
  doneBy: number | null;
}

/**
 * What was recorded for each store's day: checklist names per card (a weekly card counts the
 * seven days up to the day), the cash count, and the closing communication sheet.
 */
async function completions(db: Db, days: { storeId: number; date: string }[]) {
  const ids = pgArray(days.map((d) => d.storeId));
  const dates = pgArray(days.map((d) => d.date));
  const day = sql`(select * from unnest(${ids}::int[], ${dates}::date[]) as d(store_id, day))`;
  const [tasks, names, counts, sheets] = await Promise.all([
    sqlRows<{ store_id: number; type: DueItem; tasks: number; since: Date | string }>(
      db,
      sql`
      select c.store_id, c.type, count(*)::int as tasks, min(c.created_at) as since from checklists c
      where c.deleted_at is null and c.store_id = any(${ids}::int[]) group by c.store_id, c.type`,
    ),
    sqlRows<{ store_id: number; type: DueItem; named: number; done_at: Date | string; done_by: number | null }>(
      db,
      sql`
      select c.store_id, c.type, count(distinct n.checklist_id)::int as named, max(n.created_at) as done_at,
        (array_agg(n.created_by order by n.created_at desc))[1] as done_by
      from ${day} day
      -- Per store through its (store, date) index: the week up to the day, never the whole table.
      cross join lateral (
        select n.checklist_id, n.date, n.created_at, n.created_by from checklist_names n
        where n.store_id = day.store_id and n.date between day.day - 6 and day.day
      ) n
      join checklists c on c.id = n.checklist_id and c.deleted_at is null
        and n.date >= day.day - (case when c.type = 'weekly' then 6 else 0 end)
      group by c.store_id, c.type`,
    ),
    sqlRows<{ store_id: number; done_at: Date | string; done_by: number | null }>(
      db,
      sql`
      select cc.store_id, cc.created_at as done_at, cc.created_by as done_by
      from ${day} day join cash_counts cc on cc.store_id = day.store_id and cc.date = day.day`,
    ),
    sqlRows<{ store_id: number; done_at: Date | string; done_by: number | null }>(
      db,
      sql`
      select cs.store_id, cs.created_at as done_at, cs.created_by as done_by
      from ${day} day join comm_sheets cs on cs.store_id = day.store_id and cs.date = day.day and cs.type = 'close'`,
    ),
  ]);
  const taskCount = new Map(tasks.map((r) => [`${r.store_id}:${r.type}`, r.tasks]));
  const cardSince = new Map(tasks.map((r) => [`${r.store_id}:${r.type}`, new Date(r.since)]));
  const done = new Map<string, Completion>();
  const add = (c: Completion) => done.set(`${c.storeId}:${c.item}`, c);
  for (const r of names)
    add({ storeId: r.store_id, item: r.type, named: r.named, doneAt: new Date(r.done_at), doneBy: r.done_by });
  for (const r of counts)
    add({ storeId: r.store_id, item: 'cash-count', named: 0, doneAt: new Date(r.done_at), doneBy: r.done_by });
  for (const r of sheets)
    add({ storeId: r.store_id, item: 'comm-sheet', named: 0, doneAt: new Date(r.done_at), doneBy: r.done_by });
  return { taskCount, cardSince, done };
}

const CHECKLIST_CARDS = new Set<DueItem>(['open', 'mid', 'close', 'weekly']);

/**
 * Each store's items for its day, with their states at `now`. An item is on a store's day when it
 * has a due time there (weekly: on its weekday) and, for a checklist card, at least one task, and
 * the due time comes after the store was made and (a card) after its first task was added.
 */
export async function storeDays(
  db: Db,
  clocks: StoreClock[],
  dayOf: (store: StoreClock) => string,
  now: Date,
): Promise<StoreDay[]> {
  if (clocks.length === 0) return [];
  const days = clocks.map((s) => ({ storeId: s.id, date: dayOf(s) }));
  const [dueTimes, { taskCount, cardSince, done }, food] = await Promise.all([
    dueTimesAt(
      db,
      clocks.map((s) => s.id),
    ),
    completions(db, days),
    foodDayItems(
      db,
      clocks.map((store, i) => ({ store, date: days[i]!.date })),
      now,
    ),
  ]);
  const doers = [...done.values(), ...[...food.values()].flat()].map((c) => c.doneBy);
  const doneByIds = [...new Set(doers.filter((id): id is number => id != null))];
  const names = new Map<number, string>();
  if (doneByIds.length) {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, doneByIds));
    for (const u of rows) names.set(u.id, fullName(u));
  }

  return clocks.map((store, i) => {
    const date = days[i]!.date;
    const items: DayItem[] = [];
    for (const item of DUE_ITEMS) {
      const due = dueTimes.get(store.id)?.get(item) ?? NOT_TRACKED;
      if (!due.time) continue;
      if (item === 'weekly' && due.weekday !== isoWeekday(date)) continue;
      const tasks = taskCount.get(`${store.id}:${item}`) ?? 0;
      if (CHECKLIST_CARDS.has(item) && tasks === 0) continue;
      const dueAt = wallClockInstant(date, due.time, store.timeZone);
      if (!existedBy(dueAt, store.createdAt, cardSince.get(`${store.id}:${item}`))) continue;
      const record = done.get(`${store.id}:${item}`);
      const complete = record && (!CHECKLIST_CARDS.has(item) || record.named >= tasks) ? record : null;
      const { state, minutesLate } = itemState({
        due: dueAt,
        doneAt: complete?.doneAt ?? null,
        dayEnd: endOfStoreDay(date, store.timeZone),
        now,
      });
      items.push({
        key: item,
        item,
        label: DUE_ITEM_LABELS[item],
        subject: null,
        link: dueItemLink(item, store.id, date),
        due_at: dueAt.toISOString(),
        due_time: due.time,
        state,
        done_at: complete ? complete.doneAt.toISOString() : null,
        done_by: complete?.doneBy != null ? (names.get(complete.doneBy) ?? null) : null,
        minutes_late: minutesLate,
      });
    }
    for (const f of food.get(store.id) ?? [])
      items.push({
        key: f.key,
        item: f.item,
        label: f.label,
        subject: f.subject,
        link: dueItemLink(f.item, store.id, date),
        due_at: f.dueAt.toISOString(),
        due_time: f.dueTime,
        state: f.state,
        done_at: f.doneAt ? f.doneAt.toISOString() : null,
        done_by: f.doneBy != null ? (names.get(f.doneBy) ?? null) : null,
        minutes_late: f.minutesLate,
      });
    items.sort((a, b) => STATE_URGENCY[a.state] - STATE_URGENCY[b.state] || a.due_at.localeCompare(b.due_at));
    return { store_id: store.id, title: store.title, time_zone: store.timeZone, date, items };
  });
}

/** Each store's today at `now`, worked out once per zone. */
export function todayAt(now: Date): (store: StoreClock) => string {
  const byZone = new Map<string, string>();
  return ({ timeZone }) => {
    let day = byZone.get(timeZone);
    if (day === undefined) byZone.set(timeZone, (day = todayIn(timeZone, now)));
    return day;
  };
}

/** Active stores, all of them or the listed ones, with their zones. */
export async function storeClocks(db: Db, ids: number[] | 'all'): Promise<StoreClock[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  return db
    .select({ id: stores.id, title: stores.title, timeZone: storeTimeZone(), createdAt: stores.createdAt })
    .from(stores)
    .where(and(isNull(stores.deletedAt), ids === 'all' ? undefined : inArray(stores.id, ids)))
    .orderBy(asc(stores.title), asc(stores.id));
}

/** How urgent a store's day is: its most urgent state, then how many items are in it. */
function urgency(day: StoreDay): [number, number] {
  const worst = Math.min(...day.items.map((i) => STATE_URGENCY[i.state]), STATE_URGENCY.done + 1);
  return [worst, -day.items.filter((i) => STATE_URGENCY[i.state] === worst).length];
}

/** Today at every store the caller may see on the board, stores with missed or overdue work first. */
export async function todayBoard(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  now = new Date(),
): Promise<TodayBoard> {
  requireAt(principal, 'today-board-view');
  const clocks = await storeClocks(ctx.db, storeScope(principal, 'today-board-view'));
  const days = await storeDays(ctx.db, clocks, todayAt(now), now);
  const keyed = days.map((day) => ({ day, key: urgency(day) }));
  keyed.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1]);
  return { generated_at: now.toISOString(), stores: keyed.map((k) => k.day) };
}

/** One store's day with its states: the items the caller may see there. */
export async function storeDay(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
  now = new Date(),
): Promise<StoreDay> {
  requireAnyAt(principal, DAY_VIEW_PERMISSIONS, storeId);
  const [clock] = await storeClocks(ctx.db, [storeId]);
  if (!clock) throw notFound('Store not found');
  const [day] = await storeDays(ctx.db, [clock], () => date, now);
  return {
    ...day!,
    items: day!.items.filter((i) => can(principal.grants, DAY_ITEM_PERMISSIONS[i.item].view, storeId)),
  };
}
