import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { actionLink } from '@dripp/contract/corrective-actions';
import type { NotificationKind } from '@dripp/contract/notifications';
import { formatDay, formatTime, todayIn, wallClockTime } from '@dripp/domain/dates';
import { sqlRows } from '../../db/prepared';
import { users, userStores } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import { storeTimeZone } from '../../platform/store-time';
import { notify, type NewNotification } from '../notifications/notifications.public';
import { openAction } from '../overview/measures.public';

/*
 * An action's assignee is told a day before it is due, and once each day while it is overdue:
 * at the sweep that finds it past due, then from 08:00 on the store's clock on later days. Each
 * message is a notification with the natural key (person, action, kind, store day), so every
 * worker may run the sweep and a person is told once.
 */

const AHEAD_HOURS = 24;
const OVERDUE_FROM = '08:00';

type ActionKind = Extract<NotificationKind, 'action-due' | 'action-overdue'>;

interface OpenAction {
  id: number;
  store_id: number;
  store_title: string;
  time_zone: string;
  title: string;
  due_at: Date | string;
  assignee_user_id: number | null;
  assignee_role_id: number | null;
}

export async function sweepActionReminders(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + AHEAD_HOURS * 3_600_000);
  const actions = await sqlRows<OpenAction>(
    ctx.db,
    sql`
    select a.id, a.store_id, stores.title as store_title, ${storeTimeZone()} as time_zone,
      a.title, a.due_at, a.assignee_user_id, a.assignee_role_id
    from corrective_actions a join stores on stores.id = a.store_id and stores.deleted_at is null
    where ${openAction('a')} and a.due_at <= ${horizon.toISOString()}::timestamptz`,
  );
  const pending: { action: OpenAction; kind: ActionKind; date: string; due: string }[] = [];
  for (const action of actions) {
    const dueAt = new Date(action.due_at);
    const dueDate = todayIn(action.time_zone, dueAt);
    // "November 27, 2026 at 9:30 PM PST": on the store's clock, named, as every mail writes it.
    const due = `${formatDay(dueAt, action.time_zone)} at ${formatTime(dueAt, { timeZone: action.time_zone })}`;
    if (dueAt > now) {
      pending.push({ action, kind: 'action-due', date: dueDate, due });
      continue;
    }
    const today = todayIn(action.time_zone, now);
    if (today === dueDate || wallClockTime(now, action.time_zone) >= OVERDUE_FROM)
      pending.push({ action, kind: 'action-overdue', date: today, due });
  }
  if (pending.length === 0) return 0;

  const roleIds = [...new Set(pending.map((p) => p.action.assignee_role_id).filter((id): id is number => id != null))];
  const holders = roleIds.length
    ? await ctx.db
        .selectDistinct({ userId: userStores.userId, storeId: userStores.storeId, roleId: userStores.roleId })
        .from(userStores)
        .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
        .where(
          and(
            inArray(userStores.roleId, roleIds),
            inArray(userStores.storeId, [...new Set(pending.map((p) => p.action.store_id))]),
          ),
        )
    : [];
  const named = [...new Set(pending.map((p) => p.action.assignee_user_id).filter((id): id is number => id != null))];
  const active = named.length
    ? new Set(
        (
          await ctx.db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, named), isNull(users.deletedAt)))
        ).map((u) => u.id),
      )
    : new Set<number>();
  const recipientsOf = (a: OpenAction): number[] =>
    a.assignee_user_id != null
      ? active.has(a.assignee_user_id)
        ? [a.assignee_user_id]
        : []
      : holders.filter((h) => h.storeId === a.store_id && h.roleId === a.assignee_role_id).map((h) => h.userId);

  const people = [...new Set(pending.flatMap((p) => recipientsOf(p.action)))];
  if (people.length === 0) return 0;

  const notes: NewNotification[] = [];
  for (const { action, kind, date, due } of pending) {
    const title = kind === 'action-due' ? `Action due: ${action.title}` : `Action overdue: ${action.title}`;
    const body =
      kind === 'action-due'
        ? `${action.store_title}: "${action.title}" is due on ${due}.`
        : `${action.store_title}: "${action.title}" was due on ${due} and is not done yet.`;
    for (const userId of new Set(recipientsOf(action)))
      notes.push({
        userId,
        kind,
        storeId: action.store_id,
        actionId: action.id,
        date,
        title: title.slice(0, 200),
        body: body.slice(0, 1000),
        link: actionLink(action.id),
      });
  }
  return notify(ctx.db, notes);
}
