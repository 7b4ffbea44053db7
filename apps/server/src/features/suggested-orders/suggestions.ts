import { sql } from 'drizzle-orm';
import type { OrderSuggestions, SuggestionParts } from '@dripp/contract/suggested-orders';
import { addDays, storeDateTime } from '@dripp/domain/dates';
import {
  MIN_INTERVALS,
  WINDOW_DAYS,
  deliveryFor,
  nextDeliveries,
  suggestionParts,
  type OrderPoint,
} from '@dripp/domain/suggested-order';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { scheduleAt } from './delivery-schedules.service';
import { settingsOf } from './product-order-settings.service';

/*
 * Each active product's suggestion parts at a store for its next order from a vendor (decision
 * 260), from the store's own order history. One statement reads every line of the vendor's orders
 * at the store over the window (through orders_store_vendor_created), plus, for a product ordered
 * fewer times than an estimate needs in it, its last orders before; a second reads the store's
 * closed days. The estimate itself is `suggestionParts` of the domain, shared with the web.
 */

/** Orders looked at: the estimate's window (WINDOW_DAYS), and the start of an interval that ends in it. */
export const HISTORY_DAYS = WINDOW_DAYS + 14;
/** A product with fewer orders than this in the window also takes this many orders before it. */
const OLDER_ORDERS = MIN_INTERVALS + 1;

interface LineRow {
  product_id: number;
  day: string;
  time: string;
  on_hand: string | null;
  qty: number;
}

interface ProductRow {
  id: number;
  case_size: number | null;
  par: string | null;
  shelf_life_days: number | null;
  case_threshold_pct: number | null;
}

/** The vendor's active products (in an active category, or none) and their settings. */
function productsOf(db: Db, vendorId: number) {
  return sqlRows<ProductRow>(
    db,
    sql`select p.id, p.case_size, p.par, p.shelf_life_days, p.case_threshold_pct
    from products p left join categories c on c.id = p.category_id
    where p.vendor_id = ${vendorId} and p.active and c.deleted_at is null
    order by p.id`,
  );
}

/**
 * Every line of the vendor's orders at the store since `since` (a store date), oldest first, and
 * the last orders before it of each product that has fewer than OLDER_ORDERS in the window.
 */
function linesOf(db: Db, storeId: number, vendorId: number, timeZone: string, since: string) {
  return sqlRows<LineRow>(
    db,
    sql`with recent as (
      select ol.product_id, o.created_at, ol.on_hand, ol.qty
      from orders o join order_lines ol on ol.order_id = o.id
      where o.store_id = ${storeId} and o.vendor_id = ${vendorId}
        and o.created_at >= ${since}::date::timestamp at time zone ${timeZone}
        and ol.product_id is not null
    ), short as (
      select p.id from products p
      left join (select product_id, count(*) as n from recent group by product_id) c on c.product_id = p.id
      where p.vendor_id = ${vendorId} and p.active and coalesce(c.n, 0) < ${OLDER_ORDERS}
    ), lines as (
      select * from recent
      union all
      select s.id, x.created_at, x.on_hand, x.qty from short s
      cross join lateral (
        select o.created_at, ol.on_hand, ol.qty
        from orders o join order_lines ol on ol.order_id = o.id and ol.product_id = s.id
        where o.store_id = ${storeId} and o.vendor_id = ${vendorId}
          and o.created_at < ${since}::date::timestamp at time zone ${timeZone}
        order by o.created_at desc limit ${OLDER_ORDERS}
      ) x
    )
    select product_id, to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
      to_char(created_at at time zone ${timeZone}, 'HH24:MI') as time, on_hand::text as on_hand, qty
    from lines order by created_at, product_id`,
  );
}

/**
 * The store's closed days from `since` to yesterday: days with none of the daily records (cash
 * count, communication sheet, waste log), counted only from the first day it kept one in the
 * window, so a store that keeps none has no closed days.
 */
async function closedDaysOf(db: Db, storeId: number, since: string, today: string): Promise<Set<string>> {
  const rows = await sqlRows<{ day: string }>(
    db,
    sql`select distinct date::text as day from (
      select date from cash_counts where store_id = ${storeId} and date >= ${since} and date < ${today}
      union all select date from comm_sheets where store_id = ${storeId} and date >= ${since} and date < ${today}
      union all select date from waste_log_entries where store_id = ${storeId} and date >= ${since} and date < ${today}
    ) d order by 1`,
  );
  const open = new Set(rows.map((r) => r.day));
  const closed = new Set<string>();
  const first = rows[0]?.day;
  if (!first) return closed;
  for (let day = first; day < today; day = addDays(day, 1)) if (!open.has(day)) closed.add(day);
  return closed;
}

/** Each active product's suggestion parts for the store's next order from the vendor, at `now`. */
export async function suggestionsAt(
  db: Db,
  store: { id: number; timeZone: string },
  vendorId: number,
  now: Date,
): Promise<OrderSuggestions> {
  const at = storeDateTime(now, store.timeZone);
  const since = addDays(at.date, -HISTORY_DAYS);
  const [schedule, productRows, lines, closedDays] = await Promise.all([
    scheduleAt(db, store.id, vendorId),
    productsOf(db, vendorId),
    linesOf(db, store.id, vendorId, store.timeZone, since),
    closedDaysOf(db, store.id, since, at.date),
  ]);
  const history = new Map<number, OrderPoint[]>();
  const onOrder = new Map<number, number>();
  for (const line of lines) {
    const points = history.get(line.product_id) ?? [];
    points.push({ day: line.day, on_hand: line.on_hand == null ? null : Number(line.on_hand), qty: line.qty });
    history.set(line.product_id, points);
    // Still to arrive: its delivery is after the store's today.
    if (schedule && deliveryFor(schedule, { date: line.day, time: line.time }) > at.date)
      onOrder.set(line.product_id, (onOrder.get(line.product_id) ?? 0) + line.qty);
  }
  const [next, after] = schedule ? nextDeliveries(schedule, at, 2) : [];
  const products: SuggestionParts[] = productRows.map((p) =>
    suggestionParts({
      product_id: p.id,
      history: history.get(p.id) ?? [],
      now: at,
      schedule,
      settings: settingsOf({
        caseSize: p.case_size,
        par: p.par,
        shelfLifeDays: p.shelf_life_days,
        caseThresholdPct: p.case_threshold_pct,
      }),
      on_order: onOrder.get(p.id) ?? 0,
      // None is cheaper than an empty set: the estimate then names no day of the weeks it walks.
      closedDays: closedDays.size > 0 ? closedDays : undefined,
    }),
  );
  return { as_of: at.date, next_delivery: next ?? null, delivery_after: after ?? null, products };
}
