import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushSubscriptionInput } from '@dripp/contract/push';
import { pushSubscriptions } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/access';
import { invalid, notFound } from '../../platform/errors';
import { resolveVapidKeys, type VapidKeys } from '../../platform/secrets';
import { pushServiceOf } from './push-address';

/** Devices one person may subscribe; the one unused longest makes way for a new one. */
const DEVICES_PER_PERSON = 20;

const keysOf = new Map<string, VapidKeys>();

/** The portal's VAPID keys and subject (platform/secrets.ts), read once per DATA_DIR. */
export function vapid(config: AppContext['config']): VapidKeys & { subject: string } {
  let keys = keysOf.get(config.dataDir);
  if (!keys) {
    keys = resolveVapidKeys(config, config.dataDir);
    keysOf.set(config.dataDir, keys);
  }
  const mailbox = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  const subject =
    config.vapidSubject ?? (config.publicUrl?.startsWith('https://') ? config.publicUrl : `mailto:${mailbox.trim()}`);
  return { ...keys, subject };
}

/**
 * Only a browser's push service (push-address.ts). Every refused address gets this one answer,
 * decided without a network call, so it tells nothing about what answers inside the network.
 */
function checkAddress(config: AppContext['config'], endpoint: string) {
  if (!pushServiceOf(config, endpoint))
    throw invalid("This is not a browser's push service", {
      endpoint: ["Must be the https address of the browser's push service"],
    });
}

/** The device's keys must be a P-256 public key and a 16-byte secret, or nothing could be encrypted for it. */
function checkKeys(keys: PushSubscriptionInput['keys']) {
  try {
    webPush.encrypt(keys.p256dh, keys.auth, 'check', 'aes128gcm');
  } catch {
    throw invalid("The device's push keys are not usable", { keys: ['Must be the keys the browser gave'] });
  }
}

/** Saves the caller's device; the same address saved again (by anyone) becomes the caller's. */
export async function subscribe(
  ctx: Pick<AppContext, 'db' | 'config'>,
  principal: Principal,
  input: PushSubscriptionInput,
) {
  checkAddress(ctx.config, input.endpoint);
  checkKeys(input.keys);
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values({ userId: principal.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: principal.userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        updatedAt: sql`now()`,
        lastFailure: null,
        lastFailureAt: null,
      },
    })
    .returning({ id: pushSubscriptions.id });
  const kept = ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, principal.userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(DEVICES_PER_PERSON);
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, principal.userId), notInArray(pushSubscriptions.id, kept)));
  return { id: row!.id };
}

/** Only the caller's own devices: another person's id is not found. */
export async function unsubscribe(ctx: Pick<AppContext, 'db'>, principal: Principal, id: number) {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, principal.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('No such device receives your pushes');
}
