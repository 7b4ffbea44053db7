import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { RECHECK_WINDOW_MINUTES } from '@dripp/contract/food-safety-labels';
import { pages } from '@dripp/contract/pages';
import { formatTime, storeDateTime } from '@dripp/domain/dates';
import { existedBy } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { permissions, rolePermissions, roles, userRoles, users, userStores } from '../../db/schema/index';
import { storeTimeZone } from '../../platform/store-time';
import type { AppContext } from '../../platform/context';
import { notify, type NewNotification } from '../notifications/notifications.public';

/*
 * A re-check missed or still out of range, and a cooling check missed, go to the people who oversee
 * the store (area-view there, or chain-wide) once (decision 280). The minute sweep claims the
 * record by stamping `escalated_at` in the statement that finds it, and notifies in the same
 * transaction: several workers escalate it once, and a worker that dies before telling anyone
 * leaves it unclaimed for the next minute.
 */

/** Records older than this are claimed without a message: their news would be stale noise (a queue stopped for hours). */
const CATCH_UP_MINUTES = 120;

interface Escalation {
  storeId: number;
  /** The store day's item it is about (the notification's natural key). */
  key: string;
  dueAt: Date;
  title: string;
  body: string;
}

interface Overseer {
  userId: number;
  /** null: every store (a chain-wide role). */
  storeId: number | null;
  since: Date[];
}

/** Who oversees these stores: area-view through a link to the store, or a chain-wide role that holds it. */
async function overseers(db: Db, storeIds: number[]): Promise<Overseer[]> {
  const areaView = and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.name, 'area-view'));
  const [links, chainWide] = await Promise.all([
    db
      .selectDistinct({
        userId: userStores.userId,
        storeId: userStores.storeId,
        userSince: users.createdAt,
        linkSince: userStores.createdAt,
      })
      .from(userStores)
      .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userStores.roleId))
      .innerJoin(permissions, areaView)
      .where(inArray(userStores.storeId, storeIds)),
    db
      .selectDistinct({ userId: userRoles.userId, userSince: users.createdAt })
      .from(userRoles)
      .innerJoin(users, and(eq(users.id, userRoles.userId), isNull(users.deletedAt)))
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.requiresStore, false)))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .innerJoin(permissions, areaView),
  ]);
  return [
    ...links.map((l) => ({ userId: l.userId, storeId: l.storeId, since: [l.userSince, l.linkSince] })),
    ...chainWide.map((c) => ({ userId: c.userId, storeId: null, since: [c.userSince] })),
  ];
}

const SERVICE_TAIL = 'Open food safety: the unit can get a service ticket in one tap there.';

/** Claims the re-checks missed (their window passed unanswered) or answered out of range. */
async function claimRechecks(tx: Db, now: Date) {
  const closed = new Date(now.getTime() - RECHECK_WINDOW_MINUTES * 60_000).toISOString();
  // A day back at most: the open re-checks' index (on due_at) answers it, however many were answered in range.
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  return sqlRows<{
    reading_id: number;
    store_id: number;
    due_at: Date | string;
    unit: string;
    store: string;
    time_zone: string;
    out_of_range: boolean;
  }>(
    tx,
    sql`update food_rechecks rc set escalated_at = ${now.toISOString()}::timestamptz
    from food_units u, stores
    where rc.escalated_at is null and rc.due_at > ${since}::timestamptz and u.id = rc.unit_id and stores.id = rc.store_id
      and (u.deleted_at is null or u.deleted_at > rc.due_at)
      and ((rc.answered_by is null and rc.due_at <= ${closed}::timestamptz)
        or exists (select 1 from food_readings a where a.id = rc.answered_by and not a.in_range))
    returning rc.reading_id, rc.store_id, rc.due_at, u.name as unit, stores.title as store, ${storeTimeZone()} as time_zone,
      (rc.answered_by is not null) as out_of_range`,
  );
}

/** Claims the open cooling batches with a check whose deadline passed without it. */
async function claimBatches(tx: Db, now: Date) {
  return sqlRows<{
    id: number;
    store_id: number;
    item: string;
    store: string;
    time_zone: string;
    hours: number;
    due_at: Date | string;
  }>(
    tx,
    sql`with missed as (
      select b.id, min(st.hours) as hours from cooling_batches b
      cross join (values ('2h', 2), ('6h', 6)) as st(stage, hours)
      where b.escalated_at is null and b.closed_at is null
        and b.started_at > ${new Date(now.getTime() - 24 * 3_600_000).toISOString()}::timestamptz
        and b.started_at + make_interval(hours => st.hours) < ${now.toISOString()}::timestamptz
        and not exists (select 1 from cooling_checks c where c.batch_id = b.id and c.stage = st.stage)
      group by b.id)
    update cooling_batches b set escalated_at = ${now.toISOString()}::timestamptz
    from missed m, stores
    where b.id = m.id and stores.id = b.store_id and b.escalated_at is null
    returning b.id, b.store_id, b.item, stores.title as store, ${storeTimeZone()} as time_zone, m.hours,
      b.started_at + make_interval(hours => m.hours) as due_at`,
  );
}

/** The messages of what was claimed; the texts have their Spanish in mail-words-es.ts. */
function escalations(
  rechecks: Awaited<ReturnType<typeof claimRechecks>>,
  batches: Awaited<ReturnType<typeof claimBatches>>,
): (Escalation & { timeZone: string })[] {
  const out: (Escalation & { timeZone: string })[] = [];
  for (const r of rechecks) {
    const dueAt = new Date(r.due_at);
    const time = formatTime(dueAt, { timeZone: r.time_zone });
    out.push({
      storeId: r.store_id,
      key: `recheck:${r.reading_id}`,
      dueAt,
      timeZone: r.time_zone,
      ...(r.out_of_range
        ? {
            title: `Still out of range at ${r.store}: ${r.unit}`,
            body: `${r.store}: the re-check of ${r.unit} due at ${time} was still out of range. ${SERVICE_TAIL}`,
          }
        : {
            title: `Re-check missed at ${r.store}: ${r.unit}`,
            body: `${r.store}: the re-check of ${r.unit} due at ${time} was not taken. ${SERVICE_TAIL}`,
          }),
    });
  }
  for (const b of batches) {
    const dueAt = new Date(b.due_at);
    const time = formatTime(dueAt, { timeZone: b.time_zone });
    out.push({
      storeId: b.store_id,
      key: `cooling:${b.id}:${b.hours}h`,
      dueAt,
      timeZone: b.time_zone,
      title: `Cooling check missed at ${b.store}: ${b.item}`,
      body: `${b.store}: the ${b.hours}-hour check of ${b.item}, due at ${time}, was not taken. Open food safety to discard or reheat it.`,
    });
  }
  return out;
}

/**
 * Escalates, once, each re-check missed or answered out of range and each open cooling batch that
 * missed a check; answers how many notifications it added. Safe on every node at once.
 */
export async function sweepFoodEscalations(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const claimed = escalations(await claimRechecks(tx, now), await claimBatches(tx, now));
    const fresh = claimed.filter((e) => now.getTime() - e.dueAt.getTime() < CATCH_UP_MINUTES * 60_000);
    if (fresh.length === 0) return 0;
    const people = await overseers(tx, [...new Set(fresh.map((e) => e.storeId))]);
    const notes: NewNotification[] = [];
    for (const e of fresh) {
      const date = storeDateTime(e.dueAt, e.timeZone).date;
      const told = new Set<number>();
      for (const p of people) {
        if ((p.storeId !== null && p.storeId !== e.storeId) || told.has(p.userId)) continue;
        if (!existedBy(e.dueAt, ...p.since)) continue;
        told.add(p.userId);
        notes.push({
          kind: 'food-escalation',
          userId: p.userId,
          storeId: e.storeId,
          item: e.key,
          date,
          title: e.title,
          body: e.body,
          link: pages.foodSafety.href(e.storeId, date),
        });
      }
    }
    return notify(tx, notes);
  });
}
