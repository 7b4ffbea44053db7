import { sql } from 'drizzle-orm';
import type { OverviewRange } from '@dripp/contract/overview';
import { localTimeZone } from '@dripp/contract/time-zones';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { addDays } from '@dripp/domain/dates';
import { pgArray } from './checklist-days';
import { complianceFigures } from '../food-safety/compliance.public';
import {
  openAction,
  overdueAction,
  suggestedLine,
  suggestionMatched,
  unverifiedDeposit,
  wasteWindowFrom,
} from './measures.public';

/*
 * Each measure of the overview, read per store straight from the records (docs/decisions/169),
 * except the checklist outcomes, which come from store_checklist_days. Every read takes the
 * period and the previous one in one pass over the store's (store, date) index. Money is in cents.
 */

/** The raw figures of one store: `cur` for the period, `prev` for the one before it. */
export interface StoreFigures {
  due: number;
  onTime: number;
  missed: number;
  prevDue: number;
  prevOnTime: number;
  prevMissed: number;
  cashCents: number;
  prevCashCents: number;
  flagged: number;
  prevFlagged: number;
  depositsUnverified: number;
  wasteCents: number;
  prevWasteCents: number;
  /** The waste of the 28 days before the period. */
  fourWeekWasteCents: number;
  orderCents: number;
  prevOrderCents: number;
  evaluations: { id: number; date: string; total: number; evaluated: number }[];
  actionsOpen: number;
  actionsOverdue: number;
  incidents: number;
  prevIncidents: number;
  /** Submitted lines with a suggestion, and those ordered within ±1 unit of it. */
  suggestedLines: number;
  prevSuggestedLines: number;
  suggestionMatches: number;
  prevSuggestionMatches: number;
  /** Food safety's due readings, those on time and in range, and those missed (compliance.public.ts). */
  foodDue: number;
  foodGood: number;
  foodMissed: number;
  prevFoodDue: number;
  prevFoodGood: number;
}

export const emptyFigures = (): StoreFigures => ({
  due: 0,
  onTime: 0,
  missed: 0,
  prevDue: 0,
  prevOnTime: 0,
  prevMissed: 0,
  cashCents: 0,
  prevCashCents: 0,
  flagged: 0,
  prevFlagged: 0,
  depositsUnverified: 0,
  wasteCents: 0,
  prevWasteCents: 0,
  fourWeekWasteCents: 0,
  orderCents: 0,
  prevOrderCents: 0,
  evaluations: [],
  actionsOpen: 0,
  actionsOverdue: 0,
  incidents: 0,
  prevIncidents: 0,
  suggestedLines: 0,
  prevSuggestedLines: 0,
  suggestionMatches: 0,
  prevSuggestionMatches: 0,
  foodDue: 0,
  foodGood: 0,
  foodMissed: 0,
  prevFoodDue: 0,
  prevFoodGood: 0,
});

const num = (value: unknown) => Number(value ?? 0);
/** A numeric(14,2) sum of dollars as whole cents. */
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/** Every measure of every listed store over the range, by store id. */
export async function storeFigures(
  db: Db,
  storeIds: number[],
  range: OverviewRange,
  now: Date,
): Promise<Map<number, StoreFigures>> {
  const result = new Map(storeIds.map((id) => [id, emptyFigures()]));
  if (storeIds.length === 0) return result;
  const ids = pgArray(storeIds);
  const { from, to, previous_from: pFrom } = range;
  const cur = (column: string) => sql`${sql.raw(column)} >= ${from}`;
  const waste4From = wasteWindowFrom(from);
  const wasteFrom = waste4From < pFrom ? waste4From : pFrom;
  const tz = localTimeZone();
  // Each store's bounds as instants in its own zone: b.start (the period before), b.cur, b.stop.
  const storeBounds = sql`cross join lateral (select coalesce(s.time_zone, ${tz}) as tz) z
      cross join lateral (select ${pFrom}::date::timestamp at time zone z.tz as start,
        ${from}::date::timestamp at time zone z.tz as cur,
        (${to}::date + 1)::timestamp at time zone z.tz as stop) b`;
  const [food, prevFood] = await Promise.all([
    complianceFigures(db, storeIds, from, to, now),
    complianceFigures(db, storeIds, pFrom, range.previous_to, now),
  ]);
  for (const [id, f] of food)
    Object.assign(result.get(id) ?? {}, { foodDue: f.due, foodGood: f.good, foodMissed: f.missed });
  for (const [id, f] of prevFood) Object.assign(result.get(id) ?? {}, { prevFoodDue: f.due, prevFoodGood: f.good });
  const [checklist, cash, deposits, waste, orders, evaluations, actions, incidents, suggested] = await Promise.all([
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id,
        sum(due) filter (where ${cur('date')}) as due, sum(on_time) filter (where ${cur('date')}) as on_time,
        sum(missed) filter (where ${cur('date')}) as missed,
        sum(due) filter (where not ${cur('date')}) as prev_due, sum(on_time) filter (where not ${cur('date')}) as prev_on_time,
        sum(missed) filter (where not ${cur('date')}) as prev_missed
      from store_checklist_days where store_id = any(${ids}::int[]) and date between ${pFrom} and ${to}
      group by store_id`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id,
        sum(total_discrepancy_cents) filter (where ${cur('date')}) as cash,
        sum(total_discrepancy_cents) filter (where not ${cur('date')}) as prev_cash,
        count(*) filter (where flagged and ${cur('date')}) as flagged,
        count(*) filter (where flagged and not ${cur('date')}) as prev_flagged
      from cash_counts where store_id = any(${ids}::int[]) and date between ${pFrom} and ${to}
      group by store_id`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id, count(*) as n from cash_counts
      where ${unverifiedDeposit(now)} and store_id = any(${ids}::int[])
      group by store_id`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id,
        sum(loss_cents) filter (where ${cur('date')}) as waste,
        sum(loss_cents) filter (where date between ${pFrom} and ${addDays(from, -1)}) as prev_waste,
        sum(loss_cents) filter (where date between ${waste4From} and ${addDays(from, -1)}) as four_weeks
      from waste_log_entries where store_id = any(${ids}::int[]) and date between ${wasteFrom} and ${to}
      group by store_id`,
    ),
    // By the store-local day each order was placed: the period's bounds are instants per store,
    // and each store's orders are read through its (store, created_at) index.
    sqlRows<Record<string, unknown>>(
      db,
      sql`select s.id as store_id, t.spend, t.prev_spend
      from stores s
      ${storeBounds}
      cross join lateral (
        select sum(o.cost_sum) filter (where o.created_at >= b.cur) as spend,
          sum(o.cost_sum) filter (where o.created_at < b.cur) as prev_spend
        from orders o where o.store_id = s.id and o.created_at >= b.start and o.created_at < b.stop
      ) t
      where s.id = any(${ids}::int[])`,
    ),
    sqlRows<{ store_id: number; id: number; score_date: string; total_score: number; evaluated_score: number }>(
      db,
      sql`select s.id as store_id, e.id, e.score_date::text as score_date, e.total_score, e.evaluated_score
      from unnest(${ids}::int[]) s(id)
      cross join lateral (
        select id, score_date, total_score, evaluated_score from retail_score_sheets
        where store_id = s.id and score_date <= ${to} order by score_date desc, id desc limit 2
      ) e
      order by s.id, e.score_date desc, e.id desc`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id, count(*) as open, count(*) filter (where ${overdueAction(now)}) as overdue
      from corrective_actions where store_id = any(${ids}::int[]) and ${openAction()}
      group by store_id`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id, count(*) filter (where ${cur('incident_date')}) as n,
        count(*) filter (where not ${cur('incident_date')}) as prev
      from incident_reports where store_id = any(${ids}::int[]) and incident_date between ${pFrom} and ${to}
      group by store_id`,
    ),
    // The lines submitted with a suggestion, by the store-local day of their order, as order spend.
    sqlRows<Record<string, unknown>>(
      db,
      sql`select s.id as store_id, t.lines, t.matched, t.prev_lines, t.prev_matched
      from stores s
      ${storeBounds}
      cross join lateral (
        select count(*) filter (where o.created_at >= b.cur) as lines,
          count(*) filter (where o.created_at >= b.cur and ${suggestionMatched('ol')}) as matched,
          count(*) filter (where o.created_at < b.cur) as prev_lines,
          count(*) filter (where o.created_at < b.cur and ${suggestionMatched('ol')}) as prev_matched
        from orders o join order_lines ol on ol.order_id = o.id
        where o.store_id = s.id and o.created_at >= b.start and o.created_at < b.stop and ${suggestedLine('ol')}
      ) t
      where s.id = any(${ids}::int[])`,
    ),
  ]);
  const of = (row: Record<string, unknown>) => result.get(Number(row.store_id));
  for (const r of checklist) {
    Object.assign(of(r) ?? {}, {
      due: num(r.due),
      onTime: num(r.on_time),
      missed: num(r.missed),
      prevDue: num(r.prev_due),
      prevOnTime: num(r.prev_on_time),
      prevMissed: num(r.prev_missed),
    });
  }
  for (const r of cash)
    Object.assign(of(r) ?? {}, {
      cashCents: num(r.cash),
      prevCashCents: num(r.prev_cash),
      flagged: num(r.flagged),
      prevFlagged: num(r.prev_flagged),
    });
  for (const r of deposits) Object.assign(of(r) ?? {}, { depositsUnverified: num(r.n) });
  for (const r of waste)
    Object.assign(of(r) ?? {}, {
      wasteCents: num(r.waste),
      prevWasteCents: num(r.prev_waste),
      fourWeekWasteCents: num(r.four_weeks),
    });
  for (const r of orders)
    Object.assign(of(r) ?? {}, { orderCents: cents(r.spend), prevOrderCents: cents(r.prev_spend) });
  for (const r of evaluations)
    result.get(r.store_id)?.evaluations.push({
      id: r.id,
      date: r.score_date,
      total: r.total_score,
      evaluated: r.evaluated_score,
    });
  for (const r of actions) Object.assign(of(r) ?? {}, { actionsOpen: num(r.open), actionsOverdue: num(r.overdue) });
  for (const r of incidents) Object.assign(of(r) ?? {}, { incidents: num(r.n), prevIncidents: num(r.prev) });
  for (const r of suggested)
    Object.assign(of(r) ?? {}, {
      suggestedLines: num(r.lines),
      suggestionMatches: num(r.matched),
      prevSuggestedLines: num(r.prev_lines),
      prevSuggestionMatches: num(r.prev_matched),
    });
  return result;
}

/** One store's day, for the charts. */
export interface DayFigures {
  /** Whether the day's checklist outcomes are kept: the store's day has ended. */
  closed: boolean;
  due: number;
  onTime: number;
  late: number;
  missed: number;
  /** Whether the day has a cash count, and whether it was beyond the store's tolerance. */
  counted: boolean;
  flagged: boolean;
  cashCents: number;
  wasteLines: number;
  wasteCents: number;
  orderCents: number;
}

export const emptyDay = (): DayFigures => ({
  closed: false,
  due: 0,
  onTime: 0,
  late: 0,
  missed: 0,
  counted: false,
  flagged: false,
  cashCents: 0,
  wasteLines: 0,
  wasteCents: 0,
  orderCents: 0,
});

/** Each listed store's figures per day from `from` to `to`, keyed `storeId:date`. */
export async function dayFigures(db: Db, storeIds: number[], from: string, to: string) {
  const ids = pgArray(storeIds);
  const tz = localTimeZone();
  const [checklist, cash, waste, orders] = await Promise.all([
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id, date::text as date, due, on_time, late, missed from store_checklist_days
      where store_id = any(${ids}::int[]) and date between ${from} and ${to}`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id, date::text as date, sum(total_discrepancy_cents) as v, bool_or(flagged) as flagged
      from cash_counts
      where store_id = any(${ids}::int[]) and date between ${from} and ${to} group by store_id, date`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select store_id, date::text as date, sum(loss_cents) as v, count(*) as lines from waste_log_entries
      where store_id = any(${ids}::int[]) and date between ${from} and ${to} group by store_id, date`,
    ),
    sqlRows<Record<string, unknown>>(
      db,
      sql`select s.id as store_id, t.date, t.v
      from stores s
      cross join lateral (select coalesce(s.time_zone, ${tz}) as tz) z
      cross join lateral (
        select (o.created_at at time zone z.tz)::date::text as date, sum(o.cost_sum) as v from orders o
        where o.store_id = s.id and o.created_at >= ${from}::date::timestamp at time zone z.tz
          and o.created_at < (${to}::date + 1)::timestamp at time zone z.tz
        group by 1
      ) t
      where s.id = any(${ids}::int[])`,
    ),
  ]);
  const days = new Map<string, DayFigures>();
  const at = (r: Record<string, unknown>) => {
    const key = `${String(r.store_id)}:${String(r.date)}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = emptyDay()));
    return day;
  };
  for (const r of checklist)
    Object.assign(at(r), {
      closed: true,
      due: num(r.due),
      onTime: num(r.on_time),
      late: num(r.late),
      missed: num(r.missed),
    });
  for (const r of cash) Object.assign(at(r), { counted: true, flagged: Boolean(r.flagged), cashCents: num(r.v) });
  for (const r of waste) Object.assign(at(r), { wasteLines: num(r.lines), wasteCents: num(r.v) });
  for (const r of orders) at(r).orderCents = cents(r.v);
  return days;
}
