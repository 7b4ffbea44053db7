import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { DayItemKind } from '@dripp/contract/store-day';
import { endOfStoreDay } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { stores } from '../../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { storeTimeZone } from '../../platform/store-time';
import { overdueAction, unverifiedDeposit, WASTE_AVERAGE_DAYS } from '../overview/measures.public';
import { storeYesterdays } from '../store-day/store-day.public';

/*
 * What the morning digest says of each store, computed from the records at the moment it is
 * sent (DESIGN §8: no summary table). "Yesterday" is each store's own, by its clock.
 */

/**
 * Waste is "well above" its average at 1.5 times the daily average of the days before
 * (WASTE_AVERAGE_DAYS, the overview's window too), and $10 more.
 */
export const WASTE_RATIO = 1.5;
export const WASTE_MIN_EXCESS_CENTS = 1_000;

export interface DueMark {
  item: DayItemKind;
  label: string;
  /** Minutes late, for work done late. */
  minutesLate: number | null;
}

export interface StoreFacts {
  storeId: number;
  title: string;
  number: string;
  timeZone: string;
  /** The store's yesterday. */
  date: string;
  /** No comm sheet, checklist name, cash count or waste line for yesterday. */
  recordedNothing: boolean;
  missed: DueMark[];
  late: DueMark[];
  /** Open actions past their due time now, oldest first. */
  overdueActions: { id: number; title: string; dueAt: Date }[];
  /** Yesterday's cash count, when it was beyond its tolerance. */
  flaggedCount: { discrepancyCents: number; toleranceCents: number | null; reason: string | null } | null;
  /** Deposits unverified by the overview's rule (DEPOSIT_VERIFY_HOURS), oldest first. */
  unverifiedDeposits: { id: number; date: string; bag: string | null; depositedAt: Date }[];
  wasteCents: number;
  /**
   * The daily average of the 28 days before yesterday (days without waste count as nothing), or of
   * the days since the store's first waste line when that is more recent.
   */
  wasteAverageCents: number;
  wasteWellAbove: boolean;
  /** Incident reports and service tickets filed during yesterday. */
  incidents: { id: number; number: number; subject: string }[];
  serviceTickets: { id: number; date: string; urgency: number }[];
}

/** Whether anything in the facts asks for someone's attention. */
export function needsAttention(f: StoreFacts): boolean {
  return (
    f.recordedNothing ||
    f.missed.length > 0 ||
    f.late.length > 0 ||
    f.overdueActions.length > 0 ||
    f.flaggedCount != null ||
    f.unverifiedDeposits.length > 0 ||
    f.wasteWellAbove ||
    f.incidents.length > 0 ||
    f.serviceTickets.length > 0
  );
}

export function wasteWellAbove(wasteCents: number, averageCents: number): boolean {
  return wasteCents >= WASTE_RATIO * averageCents && wasteCents - averageCents >= WASTE_MIN_EXCESS_CENTS;
}

/** `{1,2,3}`: a PostgreSQL array literal, sent as one parameter. */
const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;

function groupBy<T extends { store_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.store_id);
    if (list) list.push(row);
    else out.set(row.store_id, [row]);
  }
  return out;
}

/** The facts of these active stores (all of them with `all`) at `now`, by store title. */
export async function storeFacts(db: Db, ids: number[] | 'all', now: Date): Promise<StoreFacts[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  const clocks = await db
    .select({
      id: stores.id,
      title: stores.title,
      number: stores.number,
      timeZone: storeTimeZone(),
      createdAt: stores.createdAt,
    })
    .from(stores)
    .where(and(isNull(stores.deletedAt), ids === 'all' ? undefined : inArray(stores.id, ids)))
    .orderBy(asc(stores.title), asc(stores.id));
  if (clocks.length === 0) return [];
  const days = await storeYesterdays(db, clocks, now);
  const dayOf = new Map(days.map((d) => [d.store_id, d]));

  const storeIds = pgArray(clocks.map((c) => c.id));
  const dates = pgArray(days.map((d) => d.date));
  // Yesterday's bounds on each store's clock, for what was filed during it.
  const starts = clocks.map((c) => endOfStoreDay(addDays(dayOf.get(c.id)!.date, -1), c.timeZone).toISOString());
  const ends = clocks.map((c) => endOfStoreDay(dayOf.get(c.id)!.date, c.timeZone).toISOString());
  const day = sql`(select * from unnest(${storeIds}::int[], ${dates}::date[], ${pgArray(starts)}::timestamptz[],
    ${pgArray(ends)}::timestamptz[]) as d(store_id, day, starts, ends))`;

  const [recorded, actions, counts, deposits, waste, incidents, tickets] = await Promise.all([
    sqlRows<{ store_id: number }>(
      db,
      sql`
      select day.store_id from ${day} day
      where exists (select 1 from comm_sheets r where r.store_id = day.store_id and r.date = day.day)
        or exists (select 1 from checklist_names r where r.store_id = day.store_id and r.date = day.day)
        or exists (select 1 from cash_counts r where r.store_id = day.store_id and r.date = day.day)
        or exists (select 1 from waste_log_entries r where r.store_id = day.store_id and r.date = day.day)`,
    ),
    sqlRows<{ store_id: number; id: number; title: string; due_at: Date | string }>(
      db,
      sql`
      select a.store_id, a.id, a.title, a.due_at from corrective_actions a
      where a.store_id = any(${storeIds}::int[]) and ${overdueAction(now, 'a')}
      order by a.due_at, a.id`,
    ),
    sqlRows<{ store_id: number; discrepancy: string | number; tolerance: number | null; reason: string | null }>(
      db,
      sql`
      select cc.store_id, cc.total_discrepancy_cents as discrepancy, cc.tolerance_cents as tolerance,
        cc.over_short_reason as reason
      from ${day} day join cash_counts cc on cc.store_id = day.store_id and cc.date = day.day
      where cc.flagged`,
    ),
    sqlRows<{ store_id: number; id: number; date: string; bag: string | null; deposited_at: Date | string }>(
      db,
      sql`
      select cc.store_id, cc.id, cc.date::text as date, cc.deposit_bag as bag, cc.deposited_at
      from cash_counts cc
      where cc.store_id = any(${storeIds}::int[]) and ${unverifiedDeposit(now, 'cc')}
      order by cc.deposited_at, cc.id`,
    ),
    sqlRows<{ store_id: number; yesterday: string | number; before: string | number; days: number }>(
      db,
      sql`
      select day.store_id,
        coalesce(sum(w.loss_cents) filter (where w.date = day.day), 0) as yesterday,
        coalesce(sum(w.loss_cents) filter (where w.date < day.day), 0) as before,
        -- The days of the window since the store's first waste line: a new log is not diluted.
        least(${WASTE_AVERAGE_DAYS}::int, day.day - (
          select min(f.date) from waste_log_entries f where f.store_id = day.store_id)) as days
      from ${day} day
      join waste_log_entries w on w.store_id = day.store_id
        and w.date between day.day - ${WASTE_AVERAGE_DAYS}::int and day.day
      group by day.store_id, day.day`,
    ),
    sqlRows<{ store_id: number; id: number; number: number; subject: string }>(
      db,
      sql`
      select i.store_id, i.id, i.incident_number as number, i.subject
      from ${day} day join incident_reports i on i.store_id = day.store_id
        and i.created_at >= day.starts and i.created_at < day.ends
      order by i.incident_number`,
    ),
    sqlRows<{ store_id: number; id: number; date: string; urgency: number }>(
      db,
      sql`
      select t.store_id, t.id, t.date::text as date, t.urgency
      from ${day} day join service_tickets t on t.store_id = day.store_id
        and t.created_at >= day.starts and t.created_at < day.ends
      order by t.date, t.id`,
    ),
  ]);

  const recordedAt = new Set(recorded.map((r) => r.store_id));
  const actionsAt = groupBy(actions);
  const countAt = new Map(counts.map((c) => [c.store_id, c]));
  const depositsAt = groupBy(deposits);
  const wasteAt = new Map(waste.map((w) => [w.store_id, w]));
  const incidentsAt = groupBy(incidents);
  const ticketsAt = groupBy(tickets);

  return clocks.map((store) => {
    const yesterday = dayOf.get(store.id)!;
    const mark = (i: (typeof yesterday.items)[number]): DueMark => ({
      item: i.item,
      label: i.label,
      minutesLate: i.minutes_late,
    });
    const count = countAt.get(store.id);
    const w = wasteAt.get(store.id);
    const wasteCents = Number(w?.yesterday ?? 0);
    const average = w && w.days > 0 ? Number(w.before) / w.days : 0;
    return {
      storeId: store.id,
      title: store.title,
      number: store.number,
      timeZone: store.timeZone,
      date: yesterday.date,
      recordedNothing: !recordedAt.has(store.id),
      missed: yesterday.items.filter((i) => i.state === 'missed').map(mark),
      late: yesterday.items.filter((i) => i.state === 'late').map(mark),
      overdueActions: (actionsAt.get(store.id) ?? []).map((a) => ({
        id: a.id,
        title: a.title,
        dueAt: new Date(a.due_at),
      })),
      flaggedCount: count
        ? { discrepancyCents: Number(count.discrepancy), toleranceCents: count.tolerance, reason: count.reason }
        : null,
      unverifiedDeposits: (depositsAt.get(store.id) ?? []).map((d) => ({
        id: d.id,
        date: d.date,
        bag: d.bag,
        depositedAt: new Date(d.deposited_at),
      })),
      wasteCents,
      wasteAverageCents: Math.round(average),
      wasteWellAbove: wasteWellAbove(wasteCents, average),
      incidents: (incidentsAt.get(store.id) ?? []).map(({ id, number, subject }) => ({ id, number, subject })),
      serviceTickets: (ticketsAt.get(store.id) ?? []).map(({ id, date, urgency }) => ({ id, date, urgency })),
    };
  });
}
