import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationList,
  type NotificationSettingInput,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@dripp/contract/notifications';
import type { AppContext } from '../../platform/context';
import { notifications, notificationSettings, pushSubscriptions } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { canManage, requireTarget } from '../../platform/people-access';
import { say } from '../../platform/words';

const LIST_SIZE = 50;
const inbox = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

export async function listNotifications(ctx: Pick<AppContext, 'db'>, principal: Principal): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    ctx.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        store_id: notifications.storeId,
        created_at: notifications.createdAt,
        read_at: notifications.readAt,
      })
      .from(notifications)
      .where(inbox(principal.userId))
      .orderBy(desc(notifications.id))
      .limit(LIST_SIZE),
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(inbox(principal.userId), isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    // Written in the person's language when given (notify); one from before they chose Spanish is put in it here.
    notifications: rows.map((r) => ({
      ...r,
      title: say(r.title, principal.language),
      body: say(r.body, principal.language),
      created_at: r.created_at.toISOString(),
      read_at: r.read_at?.toISOString() ?? null,
    })),
  };
}

/** Only the caller's own notifications are touched; other ids are passed over. */
export async function markRead(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  body: { ids: number[]; all: boolean },
) {
  await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, principal.userId),
        isNull(notifications.readAt),
        body.all ? undefined : inArray(notifications.id, body.ids),
      ),
    );
}

/** Push unless chosen follows the devices: on once one is subscribed (notification-channels.ts). */
async function settingsOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<NotificationSettings> {
  const [rows, [devices]] = await Promise.all([
    ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    ctx.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  const of = new Map(rows.map((r) => [r.kind, r]));
  const pushDevices = devices?.n ?? 0;
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      in_app: of.get(kind)?.inApp ?? true,
      mail: of.get(kind)?.mail ?? true,
    })),
    push: {
      devices: pushDevices,
      kinds: pushDevices > 0 ? NOTIFICATION_KINDS.filter((kind) => of.get(kind)?.push ?? true) : [],
    },
  };
}

async function saveSettingsOf(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  userId: number,
  settings: NotificationSettingInput[],
) {
  await ctx.db
    .insert(notificationSettings)
    .values(
      settings.map((s) => ({
        userId,
        kind: s.kind,
        inApp: s.in_app,
        mail: s.mail,
        push: s.push ?? null,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: {
        inApp: sql`excluded.in_app`,
        mail: sql`excluded.mail`,
        // Left out of the request: the push choice stays as it was.
        push: sql`coalesce(excluded.push, ${notificationSettings.push})`,
        updatedBy: principal.userId,
        updatedAt: sql`now()`,
      },
    });
}

export const ownSettings = (ctx: Pick<AppContext, 'db'>, principal: Principal) => settingsOf(ctx, principal.userId);

export const saveOwnSettings = (ctx: Pick<AppContext, 'db'>, principal: Principal, body: NotificationSettingsInput) =>
  saveSettingsOf(ctx, principal, principal.userId, body.settings);

/**
 * Another person's settings are theirs to keep, so changing them is managing the person: the
 * permission at every store they work at, or chain-wide (platform/people-access.ts).
 */
async function requireManaged(ctx: Pick<AppContext, 'db'>, principal: Principal, userId: number) {
  const target = await requireTarget(ctx.db, userId);
  if (target.deletedAt || !canManage(principal, 'notification-settings-edit', target)) throw forbidden();
}

export async function userSettings(ctx: Pick<AppContext, 'db'>, principal: Principal, userId: number) {
  await requireManaged(ctx, principal, userId);
  return settingsOf(ctx, userId);
}

export async function saveUserSettings(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  userId: number,
  body: NotificationSettingsInput,
) {
  await requireManaged(ctx, principal, userId);
  await saveSettingsOf(ctx, principal, userId, body.settings);
}
