import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DAY_ITEM_PERMISSIONS, type DayItemKind } from '@dripp/contract/store-day';
import type { NotificationKind } from '@dripp/contract/notifications';
import { formatTime } from '@dripp/domain/dates';
import { existedBy } from '@dripp/domain/store-day';
import type { AppContext } from '../../platform/context';
import { notify, type NewNotification } from '../notifications/notifications.public';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles, users, userStores } from '../../db/schema/index';
import { ROLE_MANAGER } from '@dripp/contract/permissions';
import { storeClocks, storeDays, todayAt } from './store-day.service';

/*
 * Reminders and escalations are worked out from the stores' days, every minute, by one job of the
 * queue (features/jobs.ts). Each is a notification row with a natural key (person, store, item,
 * day, kind): a second worker, a retried job or the next minute finds it there and adds nothing,
 * and a worker that dies mid-way leaves the rest to the next minute. The reminders only insert the
 * rows (notifications.public.ts); the notifications feature sends their push and mail.
 */

/**
 * How long a stage may wait for its sweep. Sweeps run every minute, so only a queue stopped for
 * hours (or a first start in the middle of a day that nobody ticked) meets an older stage; its
 * message would be stale noise, so it is not sent.
 */
const CATCH_UP_MINUTES = 120;

/** The kinds that tell of a store's day (the others tell of corrective actions). */
type DayKind = Extract<NotificationKind, 'reminder' | 'store-escalation' | 'chain-escalation'>;

interface Pending {
  storeId: number;
  storeTitle: string;
  timeZone: string;
  item: DayItemKind;
  /** The item's key in its day: the notification's natural key. */
  key: string;
  label: string;
  link: string;
  date: string;
  dueAt: Date;
  kind: DayKind;
}

interface Recipient {
  userId: number;
  storeId: number;
  kind: DayKind;
  item: DayItemKind | null;
  /** When the person was made, and when linked to the store: nothing due before is theirs. */
  since: Date[];
}

/** Who is told of each stage at these stores. */
async function recipients(db: Db, storeIds: number[]): Promise<Recipient[]> {
  const acts = [...new Set(Object.values(DAY_ITEM_PERMISSIONS).map((p) => p.act))];
  const [links, chainWide] = await Promise.all([
    db
      .selectDistinct({
        userId: userStores.userId,
        storeId: userStores.storeId,
        role: roles.role,
        permission: permissions.name,
        userSince: users.createdAt,
        linkSince: userStores.createdAt,
      })
      .from(userStores)
      .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
      .innerJoin(roles, eq(roles.id, userStores.roleId))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(inArray(userStores.storeId, storeIds), inArray(permissions.name, [...acts, 'today-board-view']))),
    db
      .selectDistinct({ userId: userRoles.userId, userSince: users.createdAt })
      .from(userRoles)
      .innerJoin(users, and(eq(users.id, userRoles.userId), isNull(users.deletedAt)))
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.requiresStore, false)))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .innerJoin(
        permissions,
        and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.name, 'today-board-view')),
      ),
  ]);
  const out: Recipient[] = [];
  for (const link of links) {
    const since = [link.userSince, link.linkSince];
    // People working at the store with the item's permission are reminded of that item.
    for (const [item, p] of Object.entries(DAY_ITEM_PERMISSIONS) as [DayItemKind, { act: string }][])
      if (link.permission === p.act)
        out.push({ userId: link.userId, storeId: link.storeId, kind: 'reminder', item, since });
    if (link.permission === 'today-board-view')
      out.push({
        userId: link.userId,
        storeId: link.storeId,
        kind: link.role === ROLE_MANAGER ? 'store-escalation' : 'chain-escalation',
        item: null,
        since,
      });
  }
  // Corporate: a role that applies at every store and shows the Today board.
  for (const { userId, userSince } of chainWide)
    for (const storeId of storeIds)
      out.push({ userId, storeId, kind: 'chain-escalation', item: null, since: [userSince] });
  return out;
}

/** The texts of a stage; the due time is on the store's clock and names its zone ("9:30 PM PST"): mail has readers anywhere. */
function message(p: Pending): { title: string; body: string } {
  const due = formatTime(p.dueAt, { timeZone: p.timeZone });
  switch (p.kind) {
    case 'reminder':
      return { title: `${p.label} is due`, body: `${p.storeTitle}: the ${p.label.toLowerCase()} was due at ${due}.` };
    case 'store-escalation':
      return {
        title: `${p.label} is late at ${p.storeTitle}`,
        body: `${p.storeTitle}: the ${p.label.toLowerCase()} was due at ${due} and is still not done.`,
      };
    case 'chain-escalation':
      return {
        title: `${p.label} is late at ${p.storeTitle}`,
        body: `${p.storeTitle}: the ${p.label.toLowerCase()} was due at ${due} and is still not done. The store's manager has been told.`,
      };
  }
}

/**
 * Adds the notifications due at `now` that nobody has been given yet; answers how many it added.
 * Safe to run on every node at once and as often as wanted.
 */
export async function sweepReminders(ctx: Pick<AppContext, 'db' | 'config'>, now = new Date()): Promise<number> {
  const clocks = await storeClocks(ctx.db, 'all');
  const days = await storeDays(ctx.db, clocks, todayAt(now), now);
  const stages: [DayKind, number][] = [
    ['reminder', 0],
    ['store-escalation', ctx.config.escalateStoreMinutes],
    ['chain-escalation', ctx.config.escalateChainMinutes],
  ];
  const pending: Pending[] = [];
  const clockOf = new Map(clocks.map((c) => [c.id, c]));
  for (const day of days)
    for (const item of day.items) {
      if (item.state !== 'due') continue;
      for (const [kind, after] of stages) {
        const since = (item.minutes_late ?? 0) - after;
        if (since >= 0 && since < CATCH_UP_MINUTES)
          pending.push({
            storeId: day.store_id,
            storeTitle: day.title,
            timeZone: clockOf.get(day.store_id)!.timeZone,
            item: item.item,
            key: item.key,
            label: item.label,
            link: item.link,
            date: day.date,
            dueAt: new Date(item.due_at),
            kind,
          });
      }
    }
  if (pending.length === 0) return 0;

  const people = await recipients(ctx.db, [...new Set(pending.map((p) => p.storeId))]);

  const notes: NewNotification[] = [];
  for (const p of pending) {
    const { title, body } = message(p);
    const told = new Set<number>();
    for (const r of people) {
      if (r.storeId !== p.storeId || r.kind !== p.kind || (r.item && r.item !== p.item) || told.has(r.userId)) continue;
      if (!existedBy(p.dueAt, ...r.since)) continue;
      told.add(r.userId);
      notes.push({
        userId: r.userId,
        kind: p.kind,
        storeId: p.storeId,
        item: p.key,
        date: p.date,
        title,
        body,
        link: p.link,
      });
    }
  }
  return notify(ctx.db, notes);
}
