import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import { inArray, sql } from 'drizzle-orm';
import webPush, { type RequestDetails } from 'web-push';
import type { PushPayload } from '@dripp/contract/push';
import { notifications, pushSubscriptions } from '../../db/schema/index';
import { sqlRows } from '../../db/prepared';
import type { AppContext } from '../../platform/context';
import { pinnedLookup, pushTarget, systemResolve, type Resolve } from './push-address';
import { vapid } from './push.service';

/*
 * The push channel's outbox, sent by the minute sweep (notifications-sweep.ts) like the mail: a
 * notification added with `push_state = 'pending'` is claimed with SKIP LOCKED, so two nodes never
 * push one message, and marked sent in the same transaction. Each of the person's devices gets the
 * payload encrypted for it (RFC 8291, aes128gcm) and signed with the portal's VAPID key (RFC 8292).
 */

/** Push services keep an undelivered message this long (a phone switched off); a later reminder is noise. */
const TTL_SECONDS = 4 * 3600;
/** A message the queue reaches this late (a queue stopped for hours) is passed over rather than pushed. */
const STALE_MINUTES = 120;
const SEND_TIMEOUT_MS = 10_000;

interface Claimed {
  id: number;
  user_id: number;
  title: string;
  body: string;
  link: string;
  stale: boolean;
}

type Device = typeof pushSubscriptions.$inferSelect;
type Outcome = { device: Device; result: 'sent' | 'gone' | string };

/**
 * Posts the request over https (the certificate verified for the endpoint's name) to the address
 * checked; redirects are answers like any other, never followed.
 */
function post(target: { url: URL; address: LookupAddress }, request: RequestDetails): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      target.url,
      {
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(target.address),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Sends one message to one device; answers 'sent', 'gone' (404/410: the subscription ended) or
 * the failure. An address the server may not reach is refused before any connection.
 */
async function pushTo(
  ctx: Pick<AppContext, 'config'>,
  resolve: Resolve,
  device: Device,
  payload: PushPayload,
): Promise<Outcome> {
  const { publicKey, privateKey, subject } = vapid(ctx.config);
  try {
    const target = await pushTarget(ctx.config, device.endpoint, resolve);
    if ('refused' in target) return { device, result: `refused: ${target.refused}` };
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const status = await post(target, request);
    if (status === 404 || status === 410) return { device, result: 'gone' };
    return { device, result: status >= 200 && status < 300 ? 'sent' : `HTTP ${status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    return { device, result: name === 'AbortError' ? 'timeout' : `failed: ${name}`.slice(0, 100) };
  }
}

/**
 * Sends the pushes of pending notifications, a batch at a time; answers how many notifications
 * were pushed. A failing device is noted on its row and the message is not retried: a reminder
 * pushed late is worse than one not pushed, and the in-app list and mail still carry it.
 */
export async function deliverPendingPush(
  ctx: Pick<AppContext, 'db' | 'config'>,
  { batch = 50, resolve = systemResolve }: { batch?: number; resolve?: Resolve } = {},
): Promise<number> {
  let pushed = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const claimed = await sqlRows<Claimed>(
        tx,
        sql`
        select n.id, n.user_id, n.title, n.body, n.link,
          n.created_at < now() - make_interval(mins => ${STALE_MINUTES}) as stale
        from notifications n
        where n.push_state = 'pending' order by n.id limit ${batch} for update of n skip locked`,
      );
      if (claimed.length === 0) return 0;
      const fresh = claimed.filter((n) => !n.stale);
      const devices = fresh.length
        ? await tx
            .select()
            .from(pushSubscriptions)
            .where(
              inArray(
                pushSubscriptions.userId,
                fresh.map((n) => n.user_id),
              ),
            )
        : [];
      const outcomes = await Promise.all(
        fresh.flatMap((n) =>
          devices
            .filter((d) => d.userId === n.user_id)
            .map((d) =>
              pushTo(ctx, resolve, d, { title: n.title, body: n.body, link: n.link, tag: `notification-${n.id}` }),
            ),
        ),
      );
      const gone = [...new Set(outcomes.filter((o) => o.result === 'gone').map((o) => o.device.id))];
      const reached = [...new Set(outcomes.filter((o) => o.result === 'sent').map((o) => o.device.id))];
      if (gone.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (reached.length)
        await tx
          .update(pushSubscriptions)
          .set({ lastSuccessAt: sql`now()` })
          .where(inArray(pushSubscriptions.id, reached));
      for (const o of outcomes)
        if (o.result !== 'sent' && o.result !== 'gone')
          await tx
            .update(pushSubscriptions)
            .set({ lastFailureAt: sql`now()`, lastFailure: o.result })
            .where(sql`${pushSubscriptions.id} = ${o.device.id}`);
      await tx
        .update(notifications)
        .set({ pushState: 'sent' })
        .where(
          inArray(
            notifications.id,
            claimed.map((n) => n.id),
          ),
        );
      return claimed.length;
    });
    pushed += done;
    if (done < batch) return pushed;
  }
}
