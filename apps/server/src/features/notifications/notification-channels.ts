import { and, inArray, isNotNull } from 'drizzle-orm';
import type { NotificationKind } from '@dripp/contract/notifications';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, pushSubscriptions, users } from '../../db/schema/index';

/*
 * Each person's choice of channels per kind (in-app, mail, Web Push) and the once-only insert of
 * notifications by their natural keys. Mail and push wait in the row (`mail_state`, `push_state`)
 * for the minute sweep to send them (notifications-sweep.ts).
 */

export type NotificationRow = typeof notifications.$inferInsert;

/**
 * Each person's channels for a kind: no row means in-app and mail on, and push on once the person
 * has a subscribed device (push_subscriptions). Answers null when every channel is off, and for a
 * person who has not accepted the invitation yet (no password chosen): they are told nothing.
 */
export async function channelChoices(db: Db, userIds: number[]) {
  const [rows, devices, joined] = userIds.length
    ? await Promise.all([
        db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds)),
        db
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, userIds)),
        db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, userIds), isNotNull(users.passwordHash))),
      ])
    : [[], [], []];
  const accepted = new Set(joined.map((u) => u.id));
  const choice = new Map(rows.map((s) => [`${s.userId}:${s.kind}`, s]));
  const subscribed = new Set(devices.map((d) => d.userId));
  return (
    userId: number,
    kind: NotificationKind,
  ): Pick<NotificationRow, 'inApp' | 'mailState' | 'pushState'> | null => {
    if (!accepted.has(userId)) return null;
    const setting = choice.get(`${userId}:${kind}`);
    const inApp = setting?.inApp ?? true;
    const mail = setting?.mail ?? true;
    // Without a device there is nowhere to push to.
    const push = subscribed.has(userId) && (setting?.push ?? true);
    return inApp || mail || push
      ? { inApp, mailState: mail ? 'pending' : 'off', pushState: push ? 'pending' : 'off' }
      : null;
  };
}

/** Adds the notifications nobody has been given yet; answers how many it added. */
export async function addNotifications(db: Db, rows: NotificationRow[]): Promise<number> {
  let added = 0;
  // In slices, so a chain-wide sweep never builds one statement with tens of thousands of rows.
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(notifications)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    added += inserted.length;
  }
  return added;
}
