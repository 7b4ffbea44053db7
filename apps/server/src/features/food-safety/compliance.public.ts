import { sql, type SQL } from 'drizzle-orm';
import { localTimeZone } from '@dripp/contract/time-zones';
import { round2 } from '@dripp/domain/score-summary';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';

/*
 * Food safety's compliance, defined once (DESIGN §8, decisions 236 and 293) and read by the Stores
 * Overview, its CSV and the inspector's report.
 *
 * A due reading is one of a unit's due times on a store day, at or after the moment the store and
 * the unit came to be and before the unit was retired (domain existedBy, as the store day's items),
 * together with any due time a scheduled reading answered (a due time since taken off a unit still
 * counts where it was answered). It is due once it is answered or its store day is over; missed
 * when its day is over with no reading; good when its reading (the first one for it) was taken on
 * time and in range, as stamped when it was saved.
 */

/** `{1,2,3}`: a PostgreSQL array literal, sent as one parameter. */
const pgArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * SQL: every due reading of the listed stores' units from `from` to `to` (store days, both
 * included), one row each: store_id, unit_id, date (text), due_time, due_at, day_end, and the
 * reading that answered it (reading_id, in_range, late; null when none did). Set-based: a few
 * thousand rows for a store's 90 days, in one statement.
 */
export function dueReadingsSql(storeIds: number[], from: string, to: string): SQL {
  const ids = pgArray(storeIds);
  return sql`with slot as (
      select u.store_id, u.id as unit_id, d.day as date, t.due_time,
        (d.day + t.due_time::time) at time zone z.tz as due_at,
        (d.day + 1)::timestamp at time zone z.tz as day_end
      from food_units u
      join stores s on s.id = u.store_id
      cross join lateral (select coalesce(s.time_zone, ${localTimeZone()}) as tz) z
      cross join lateral unnest(u.due_times) t(due_time)
      cross join lateral (
        select g::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g
      ) d
      where u.store_id = any(${ids}::int[])
        and (d.day + t.due_time::time) at time zone z.tz >= greatest(u.created_at, s.created_at)
        and (u.deleted_at is null or u.deleted_at > (d.day + t.due_time::time) at time zone z.tz)
    ),
    answered as (
      select distinct on (r.unit_id, r.date, r.due_time)
        r.id, r.store_id, r.unit_id, r.date, r.due_time, r.in_range, r.late
      from food_readings r
      where r.store_id = any(${ids}::int[]) and r.date between ${from} and ${to}
        and r.kind = 'scheduled' and r.due_time is not null
      order by r.unit_id, r.date, r.due_time, r.taken_at, r.id
    )
    select coalesce(s.store_id, a.store_id) as store_id, coalesce(s.unit_id, a.unit_id) as unit_id,
      coalesce(s.date, a.date)::text as date, coalesce(s.due_time, a.due_time) as due_time,
      s.due_at, s.day_end, a.id as reading_id, a.in_range, a.late
    from slot s
    full join answered a on a.unit_id = s.unit_id and a.date = s.date and a.due_time = s.due_time`;
}

/** SQL (over a row of dueReadingsSql): the reading is due at `now`: answered, or its day is over. */
export const isDue = (now: Date) => sql`(reading_id is not null or day_end <= ${now.toISOString()}::timestamptz)`;
/** SQL: missed at `now`: its day is over and nothing answered it. */
export const isMissed = (now: Date) => sql`(reading_id is null and day_end <= ${now.toISOString()}::timestamptz)`;
/** SQL: answered on time and in range. */
export const isGood = sql`(reading_id is not null and in_range and not late)`;

export interface ComplianceFigures {
  /** Readings due. */
  due: number;
  /** Of those, taken on time and in range. */
  good: number;
  missed: number;
}

export const emptyCompliance = (): ComplianceFigures => ({ due: 0, good: 0, missed: 0 });

/** The share (%) of due readings taken on time and in range, to two decimals; null when none was due. */
export function compliancePct(f: ComplianceFigures): number | null {
  return f.due > 0 ? round2((f.good / f.due) * 100) : null;
}

/** Each listed store's compliance figures over a period of store days, at `now` (the portal's clock). */
export async function complianceFigures(
  db: Db,
  storeIds: number[],
  from: string,
  to: string,
  now: Date,
): Promise<Map<number, ComplianceFigures>> {
  const result = new Map(storeIds.map((id) => [id, emptyCompliance()]));
  if (storeIds.length === 0 || from > to) return result;
  const rows = await sqlRows<{ store_id: number; due: unknown; good: unknown; missed: unknown }>(
    db,
    sql`select store_id, count(*) filter (where ${isDue(now)}) as due, count(*) filter (where ${isGood}) as good,
      count(*) filter (where ${isMissed(now)}) as missed
    from (${dueReadingsSql(storeIds, from, to)}) due_readings
    group by store_id`,
  );
  for (const r of rows)
    result.set(Number(r.store_id), { due: Number(r.due), good: Number(r.good), missed: Number(r.missed) });
  return result;
}
