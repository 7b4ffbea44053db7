import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DUE_ITEMS,
  type ChainDueTimes,
  type DueTime,
  type StoreDueTimes,
  type StoreDueTimesSave,
} from '@dripp/contract/store-day';
import type { AppContext } from '../../platform/context';
import { chainDueTimes, storeDueTimes } from '../../db/schema/index';
import { requireAnyAt, requireAt, requireChainWide, type Principal } from '../../platform/access';
import { invalid, notFound, type FieldErrors } from '../../platform/errors';
import { storeClocks } from './store-day.service';

/*
 * Due times are store-local wall-clock times: a store's zone change or a new due time applies to
 * everything still to come at once (the reminders are worked out from them every minute), and
 * what is already recorded keeps its instant.
 */

const READ = ['today-board-view', 'due-times-edit'] as const;

/** What an upsert of a chain's or a store's due time changes on a row that exists. */
const newDueTime = (principal: Principal) => ({
  time: sql`excluded.time`,
  weekday: sql`excluded.weekday`,
  updatedBy: principal.userId,
  updatedAt: sql`now()`,
});

/** A weekly item needs its weekday; a daily one has none. */
function checkWeekdays(list: DueTime[], field: string): void {
  const errors: FieldErrors = {};
  list.forEach((d, i) => {
    if (d.item === 'weekly' && d.time && d.weekday == null) errors[`${field}.${i}.weekday`] = ['Pick a weekday'];
    if (d.item !== 'weekly' && d.weekday != null)
      errors[`${field}.${i}.weekday`] = ['Only the weekly checklist is due on a weekday'];
  });
  const items = list.map((d) => d.item);
  items.forEach((item, i) => {
    if (items.indexOf(item) !== i) errors[`${field}.${i}.item`] = ['Listed twice'];
  });
  if (Object.keys(errors).length) throw invalid('Check the due times', errors);
}

async function chainList(ctx: Pick<AppContext, 'db'>): Promise<DueTime[]> {
  const rows = await ctx.db
    .select({ item: chainDueTimes.item, time: chainDueTimes.time, weekday: chainDueTimes.weekday })
    .from(chainDueTimes);
  const of = new Map(rows.map((r) => [r.item, r]));
  return DUE_ITEMS.map((item) => ({ item, time: of.get(item)?.time ?? null, weekday: of.get(item)?.weekday ?? null }));
}

export async function getChainDueTimes(ctx: Pick<AppContext, 'db'>, principal: Principal): Promise<ChainDueTimes> {
  requireAnyAt(principal, [...READ]);
  return { due_times: await chainList(ctx) };
}

/** The chain's due times are chain-wide records: a chain-wide grant changes them. */
export async function saveChainDueTimes(ctx: Pick<AppContext, 'db'>, principal: Principal, body: ChainDueTimes) {
  requireChainWide(principal, 'due-times-edit');
  checkWeekdays(body.due_times, 'due_times');
  if (body.due_times.length === 0) return;
  await ctx.db
    .insert(chainDueTimes)
    .values(body.due_times.map((d) => ({ ...d, createdBy: principal.userId, updatedBy: principal.userId })))
    .onConflictDoUpdate({
      target: chainDueTimes.item,
      set: newDueTime(principal),
    });
}

export async function getStoreDueTimes(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): Promise<StoreDueTimes> {
  requireAnyAt(principal, [...READ], storeId);
  const [clock] = await storeClocks(ctx.db, [storeId]);
  if (!clock) throw notFound('Store not found');
  const [chain, own] = await Promise.all([
    chainList(ctx),
    ctx.db
      .select({ item: storeDueTimes.item, time: storeDueTimes.time, weekday: storeDueTimes.weekday })
      .from(storeDueTimes)
      .where(eq(storeDueTimes.storeId, storeId)),
  ]);
  const ownOf = new Map(own.map((o) => [o.item, o]));
  return {
    store_id: storeId,
    time_zone: clock.timeZone,
    due_times: chain.map((c) => {
      const o = ownOf.get(c.item);
      return {
        item: c.item,
        time: o ? o.time : c.time,
        weekday: o ? o.weekday : c.weekday,
        overridden: Boolean(o),
        chain_time: c.time,
        chain_weekday: c.weekday,
      };
    }),
  };
}

/** Sets the store's own due times for the listed items, and hands `follow_chain` items back to the chain. */
export async function saveStoreDueTimes(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  body: StoreDueTimesSave,
) {
  requireAt(principal, 'due-times-edit', storeId);
  checkWeekdays(body.due_times, 'due_times');
  const [clock] = await storeClocks(ctx.db, [storeId]);
  if (!clock) throw notFound('Store not found');
  await ctx.db.transaction(async (tx) => {
    if (body.follow_chain.length)
      await tx
        .delete(storeDueTimes)
        .where(and(eq(storeDueTimes.storeId, storeId), inArray(storeDueTimes.item, body.follow_chain)));
    const kept = body.due_times.filter((d) => !body.follow_chain.includes(d.item));
    if (kept.length)
      await tx
        .insert(storeDueTimes)
        .values(kept.map((d) => ({ storeId, ...d, createdBy: principal.userId, updatedBy: principal.userId })))
        .onConflictDoUpdate({
          target: [storeDueTimes.storeId, storeDueTimes.item],
          set: newDueTime(principal),
        });
  });
}
