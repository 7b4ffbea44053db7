import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DeliveryScheduleInput, VendorDeliveryRow } from '@dripp/contract/suggested-orders';
import { storeDateTime } from '@dripp/domain/dates';
import { nextDeliveries } from '@dripp/domain/suggested-order';
import type { Db } from '../../db/client';
import { deliverySchedules, stores, storeVendors, vendors } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import { recordChange, type Fields } from '../../platform/history';
import { storeTimeZone } from '../../platform/store-time';
import { requireActiveStore, storeScope } from '../../platform/store-people';

/*
 * A vendor's delivery days at a store (DESIGN §8, suggested orders): a store record, read with
 * delivery-schedules-view and written with delivery-schedules-edit at that store, kept in the
 * store's history as a `delivery-schedule` whose record id is the vendor's (unique within a store).
 */

export const DELIVERY_SCHEDULE_RECORD = 'delivery-schedule';
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type ScheduleRow = { deliveryDays: number[]; leadDays: number; orderBy: string };

export const scheduleOf = (row: ScheduleRow | null | undefined): DeliveryScheduleInput | null =>
  row
    ? { delivery_days: [...row.deliveryDays].sort((a, b) => a - b), lead_days: row.leadDays, order_by: row.orderBy }
    : null;

/** The schedule as the history shows it. */
function historyFields(schedule: DeliveryScheduleInput | null): Fields {
  return {
    'Delivery days': schedule ? schedule.delivery_days.map((d) => WEEKDAY_NAMES[d - 1]).join(', ') : null,
    'Lead time (days)': schedule?.lead_days ?? null,
    'Order by': schedule?.order_by ?? null,
  };
}

function rowFor(
  store: { id: number; number: string; title: string; timeZone: string },
  schedule: DeliveryScheduleInput | null,
  now: Date,
): VendorDeliveryRow {
  return {
    store: { id: store.id, number: store.number, title: store.title, time_zone: store.timeZone },
    schedule,
    next_deliveries: schedule ? nextDeliveries(schedule, storeDateTime(now, store.timeZone), 2) : [],
  };
}

async function requireVendor(db: Db, vendorId: number) {
  const [row] = await db
    .select({ id: vendors.id, deletedAt: vendors.deletedAt })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return row;
}

const storeColumns = { id: stores.id, number: stores.number, title: stores.title, timeZone: storeTimeZone() };

/** GET /vendors/{vendorId}/deliveries: each active store the vendor serves where the caller holds delivery-schedules-view. */
export async function vendorDeliveries(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  vendorId: number,
): Promise<VendorDeliveryRow[]> {
  requireAt(principal, 'delivery-schedules-view');
  await requireVendor(ctx.db, vendorId);
  const scope = storeScope(principal, 'delivery-schedules-view');
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await ctx.db
    .select({
      ...storeColumns,
      deliveryDays: deliverySchedules.deliveryDays,
      leadDays: deliverySchedules.leadDays,
      orderBy: deliverySchedules.orderBy,
    })
    .from(storeVendors)
    .innerJoin(stores, and(eq(stores.id, storeVendors.storeId), isNull(stores.deletedAt)))
    .leftJoin(
      deliverySchedules,
      and(eq(deliverySchedules.storeId, storeVendors.storeId), eq(deliverySchedules.vendorId, storeVendors.vendorId)),
    )
    .where(
      and(
        eq(storeVendors.vendorId, vendorId),
        scope === 'all' ? undefined : sql`${storeVendors.storeId} = any(${`{${scope.join(',')}}`}::int[])`,
      ),
    )
    .orderBy(asc(stores.title), asc(stores.id));
  const now = ctx.now();
  return rows.map((r) => rowFor(r, r.leadDays == null ? null : scheduleOf(r as ScheduleRow), now));
}

/** PUT /vendors/{vendorId}/deliveries/{storeId}: the vendor must serve the store; the change joins the store's history. */
export async function saveDeliverySchedule(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  vendorId: number,
  storeId: number,
  input: DeliveryScheduleInput,
): Promise<VendorDeliveryRow> {
  requireAt(principal, 'delivery-schedules-edit', storeId);
  await requireActiveStore(ctx.db, storeId);
  const vendor = await requireVendor(ctx.db, vendorId);
  const refuse = (message: string) => invalid(message, { vendorId: [message] });
  if (vendor.deletedAt) throw refuse('This vendor is deactivated');
  const [link] = await ctx.db
    .select({ storeId: storeVendors.storeId })
    .from(storeVendors)
    .where(and(eq(storeVendors.storeId, storeId), eq(storeVendors.vendorId, vendorId)));
  if (!link) throw refuse('This vendor does not serve this store');

  const schedule: DeliveryScheduleInput = { ...input, delivery_days: [...input.delivery_days].sort((a, b) => a - b) };
  const values = { deliveryDays: schedule.delivery_days, leadDays: schedule.lead_days, orderBy: schedule.order_by };
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        deliveryDays: deliverySchedules.deliveryDays,
        leadDays: deliverySchedules.leadDays,
        orderBy: deliverySchedules.orderBy,
      })
      .from(deliverySchedules)
      .where(and(eq(deliverySchedules.storeId, storeId), eq(deliverySchedules.vendorId, vendorId)))
      .for('update');
    await tx
      .insert(deliverySchedules)
      .values({ storeId, vendorId, ...values, createdBy: principal.userId, updatedBy: principal.userId })
      .onConflictDoUpdate({
        target: [deliverySchedules.storeId, deliverySchedules.vendorId],
        set: { ...values, updatedBy: principal.userId, updatedAt: new Date() },
      });
    await recordChange(tx, {
      recordType: DELIVERY_SCHEDULE_RECORD,
      recordId: vendorId,
      storeId,
      userId: principal.userId,
      before: historyFields(scheduleOf(before)),
      after: historyFields(schedule),
    });
  });
  const [store] = await ctx.db.select(storeColumns).from(stores).where(eq(stores.id, storeId));
  return rowFor(store!, schedule, ctx.now());
}

/** A vendor's schedule at a store, or null when none is set. */
export async function scheduleAt(db: Db, storeId: number, vendorId: number): Promise<DeliveryScheduleInput | null> {
  const [row] = await db
    .select({
      deliveryDays: deliverySchedules.deliveryDays,
      leadDays: deliverySchedules.leadDays,
      orderBy: deliverySchedules.orderBy,
    })
    .from(deliverySchedules)
    .where(and(eq(deliverySchedules.storeId, storeId), eq(deliverySchedules.vendorId, vendorId)));
  return scheduleOf(row);
}
