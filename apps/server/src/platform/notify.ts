import { inArray } from 'drizzle-orm';
import type { NotificationKind } from '@dripp/contract/notifications';
import type { Db } from '../db/client';
import { notifications, notificationSettings } from '../db/schema/index';

/*
 * The notification service's writing side (DESIGN §8): each person's choice of channels per kind,
 * and the once-only insert of notifications by their natural keys.
 */

export type NotificationRow = typeof notifications.$inferInsert;

/** Each person's channels for a kind; no row means both on. Answers null when both are off. */
export async function channelChoices(db: Db, userIds: number[]) {
  const rows = userIds.length
    ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds))
    : [];
  const choice = new Map(rows.map((s) => [`${s.userId}:${s.kind}`, s]));
  return (userId: number, kind: NotificationKind): Pick<NotificationRow, 'inApp' | 'mailState'> | null => {
    const setting = choice.get(`${userId}:${kind}`);
    const inApp = setting?.inApp ?? true;
    const mail = setting?.mail ?? true;
    return inApp || mail ? { inApp, mailState: mail ? 'pending' : 'off' } : null;
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
