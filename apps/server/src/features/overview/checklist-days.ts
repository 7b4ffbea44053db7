import { sql } from 'drizzle-orm';
import { localTimeZone } from '@dripp/contract/time-zones';
import type { Db } from '../../db/client';
import { todayIn, addDays } from '@dripp/domain/dates';
import { sqlRows } from '../../db/prepared';

/*
 * How each store's closed days ended for its checklist cards, kept in store_checklist_days
 * (docs/decisions/169). The rule is the store's day's (features/store-day): a card (open, mid,
 * close, weekly) is on a day when it has a due time there (the store's own, else the chain's;
 * weekly only on its weekday) and at least one task, and the due time comes after the store and
 * the card's first task were made; it is done when every task has a name (the
 * weekly card counts the seven days up to the day), at the time of its last name; done a whole
 * minute or more after its due time is late, and not done by the end of the store's day is missed.
 * Worked out here in one statement for many store-days at once, which the live board's per-day
 * reads could not do for a chain's month.
 */

/** `{1,2,3}`: a PostgreSQL array literal, sent as one parameter. */
export const pgArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Works out and keeps every closed day from `from` to `to` the table lacks at the listed stores
 * (a day is closed once the store's next day has begun by its clock, at `now`). Answers how many
 * days it added; two callers at once add each day once.
 */
export async function fillChecklistDays(
  db: Db,
  storeIds: number[],
  from: string,
  to: string,
  now = new Date(),
): Promise<number> {
  if (storeIds.length === 0 || from > to) return 0;
  // Most reads find every day kept: a count per store over its (store, date) key against the
  // number of its closed days in the range, and nothing else to do.
  const counted = await sqlRows<{ id: number; kept: number; closed: number }>(
    db,
    sql`select s.id, (select count(*) from store_checklist_days x
        where x.store_id = s.id and x.date between ${from} and ${to})::int as kept,
      greatest(0, least(${to}::date,
        (${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, ${localTimeZone()}))::date - 1)
        - ${from}::date + 1)::int as closed
    from stores s where s.id = any(${pgArray(storeIds)}::int[])`,
  );
  const missing = counted.filter((c) => c.kept < c.closed);
  if (missing.length === 0) return 0;
  const ids = pgArray(missing.map((m) => m.id));
  const rows = await sqlRows<{ n: number }>(
    db,
    sql`
    with scope as (
      select s.id, coalesce(s.time_zone, ${localTimeZone()}) as tz, s.created_at from stores s where s.id = any(${ids}::int[])
    ),
    days as (
      select sc.id as store_id, sc.tz, g::date as day
      from scope sc cross join generate_series(${from}::date, ${to}::date, interval '1 day') g
      where g::date < (${now.toISOString()}::timestamptz at time zone sc.tz)::date
        and not exists (select 1 from store_checklist_days x
          where x.store_id = sc.id and x.date = g::date and x.date between ${from} and ${to})
    ),
    cards as (
      select sc.id as store_id, it.item, t.tasks, greatest(sc.created_at, t.since) as since,
        case when sd.store_id is null then cd.time else sd.time end as time,
        case when sd.store_id is null then cd.weekday else sd.weekday end as weekday
      from scope sc cross join unnest(array['open', 'mid', 'close', 'weekly']) it(item)
      join (
        select c.store_id, c.type, count(*)::int as tasks, min(c.created_at) as since from checklists c
        where c.deleted_at is null and c.store_id = any(${ids}::int[]) group by c.store_id, c.type
      ) t on t.store_id = sc.id and t.type = it.item
      left join chain_due_times cd on cd.item = it.item
      left join store_due_times sd on sd.store_id = sc.id and sd.item = it.item
    ),
    due as (
      select d.store_id, d.day, c.item, c.tasks, (d.day + c.time::time) at time zone d.tz as due_at
      from days d join cards c on c.store_id = d.store_id
      where c.time is not null and (c.item <> 'weekly' or c.weekday = extract(isodow from d.day))
        -- Nothing is due before the store and the card's first task existed.
        and (d.day + c.time::time) at time zone d.tz >= c.since
    ),
    -- The names of the range (and the six days before it, for the weekly card), each with its card.
    names as (
      select nm.store_id, nm.date, c.type, nm.checklist_id, nm.created_at
      from checklist_names nm join checklists c on c.id = nm.checklist_id and c.deleted_at is null
      where nm.store_id = any(${ids}::int[]) and nm.date between ${from}::date - 6 and ${to}::date
    ),
    named as (
      select due.store_id, due.day, due.item, due.tasks, due.due_at,
        count(distinct n.checklist_id)::int as named, max(n.created_at) as done_at
      from due left join names n on n.store_id = due.store_id and n.type = due.item and n.date = due.day
      where due.item <> 'weekly'
      group by 1, 2, 3, 4, 5
      union all
      select due.store_id, due.day, due.item, due.tasks, due.due_at,
        count(distinct n.checklist_id)::int as named, max(n.created_at) as done_at
      from due left join names n on n.store_id = due.store_id and n.type = due.item
        and n.date between due.day - 6 and due.day
      where due.item = 'weekly'
      group by 1, 2, 3, 4, 5
    ),
    ended as (
      select store_id, day, named >= tasks as done, done_at - due_at >= interval '1 minute' as late from named
    ),
    added as (
      insert into store_checklist_days (store_id, date, due, on_time, late, missed)
      select d.store_id, d.day, count(e.store_id),
        count(*) filter (where e.done and not e.late), count(*) filter (where e.done and e.late),
        count(*) filter (where not e.done)
      from days d left join ended e on e.store_id = d.store_id and e.day = d.day
      group by d.store_id, d.day
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from added`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The job queue's share (features/jobs.ts, every minute): the closed days of the last 100 at every
 * active store (every preset period and the one before it), so the overview seldom has a day to
 * work out itself. Idempotent; when every day is kept it is one count per store over its key.
 */
export async function fillRecentChecklistDays(db: Db, now = new Date(), days = 100): Promise<number> {
  const stores = await sqlRows<{ id: number }>(db, sql`select id from stores where deleted_at is null`);
  const today = todayIn(localTimeZone(), now);
  return fillChecklistDays(
    db,
    stores.map((s) => s.id),
    addDays(today, -days),
    addDays(today, 1),
    now,
  );
}
