import type { AppContext } from '../../platform/context';
import { deliverPendingMail } from './notification-mail';
import { deliverPendingPush } from './push-delivery';

/**
 * The delivery of every notification the other features inserted, in the minute sweep
 * (features/jobs.ts): pushes first, as they are quick and a mail server that is down must not hold
 * them back, then the mail. The bell needs nothing sent: it reads the rows.
 */
export async function deliverNotifications(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, now = new Date()) {
  const pushed = await deliverPendingPush(ctx);
  const mailed = await deliverPendingMail(ctx, now);
  return { pushed, mailed };
}
