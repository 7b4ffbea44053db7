import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { notificationMails, notifications } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { MailMessage } from '../../platform/mail';
import { jobLinkBase } from '../../platform/mail-links';
import { say, type Language } from '../../platform/words';

/*
 * The mail channel's outbox (`mail_state = 'pending'`), sent by the minute sweep (notifications-sweep.ts).
 * A person gets at most SINGLE_MAILS notification mails one by one in any WINDOW_MINUTES; the next
 * mail carries everything then pending as one summary, and what comes after it waits until the
 * window has room again. The in-app list keeps every notification whatever the mail did.
 *
 * Once only across nodes: a person's mail is claimed with a transaction-scoped advisory lock on
 * that person (another node passes them by), one mail per transaction, and the notifications it
 * carried are marked sent in that transaction right after the mail server accepted it. A node that
 * dies mid-send loses its transaction: only the one mail the server had already accepted goes out
 * again. No notification row stays locked while a mail is on its way, so the push channel and
 * marking read never wait for the mail server.
 */

export const WINDOW_MINUTES = 10;
export const SINGLE_MAILS = 5;
/** A summary carries at most this many (the rest waits for the next window), so no mail grows without bound. */
const SUMMARY_MAX = 500;

interface Pending {
  id: number;
  title: string;
  body: string;
  link: string;
  email: string;
  language: Language;
}

/** Sends the pending notification mail that each person's window has room for; answers how many notifications went out. */
export async function deliverPendingMail(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  now = new Date(),
): Promise<number> {
  const since = windowStart(now);
  const people = await sqlRows<{ user_id: number }>(
    ctx.db,
    sql`
    select n.user_id from notifications n
    join users u on u.id = n.user_id and u.deleted_at is null
    where n.mail_state = 'pending'
    group by n.user_id
    having (select count(*) from notification_mails m
      where m.user_id = n.user_id and m.sent_at > ${since.toISOString()}::timestamptz) <= ${SINGLE_MAILS}
    order by min(n.id)`,
  );
  let mailed = 0;
  for (const { user_id: userId } of people) {
    let carried: number;
    do {
      carried = await mailNext(ctx, userId, now);
      mailed += carried;
    } while (carried > 0);
  }
  return mailed;
}

function windowStart(now: Date): Date {
  return new Date(now.getTime() - WINDOW_MINUTES * 60_000);
}

/** Sends a person's next mail, if their window has room and no other node is mailing them; answers how many notifications it carried. */
async function mailNext(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, userId: number, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [claim] = await sqlRows<{ mine: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`notification-mail:${userId}`}, 0)) as mine`,
    );
    if (!claim?.mine) return 0;
    const recent = await mailsSince(tx, userId, windowStart(now));
    if (recent > SINGLE_MAILS) return 0;
    const pending = await sqlRows<Pending>(
      tx,
      sql`
      select n.id, n.title, n.body, n.link, u.email, u.language from notifications n
      join users u on u.id = n.user_id and u.deleted_at is null
      where n.user_id = ${userId} and n.mail_state = 'pending'
      order by n.id limit ${recent < SINGLE_MAILS ? 1 : SUMMARY_MAX}`,
    );
    if (pending.length === 0) return 0;
    const base = jobLinkBase(ctx.config);
    await ctx.mailer.send(pending.length === 1 ? singleMail(base, pending[0]!) : summaryMail(base, pending));
    await tx
      .update(notifications)
      .set({ mailState: 'sent' })
      .where(
        inArray(
          notifications.id,
          pending.map((n) => n.id),
        ),
      );
    await tx.insert(notificationMails).values({ userId, sentAt: now, notifications: pending.length });
    return pending.length;
  });
}

async function mailsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationMails)
    .where(and(eq(notificationMails.userId, userId), gt(notificationMails.sentAt, since)));
  return row?.n ?? 0;
}

// RFC 3834: sent by the portal on its own, so out-of-office replies stay away.
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' };
const footer = (language: Language) => say('You can turn these messages off in your profile.', language);

/** The notification's own title and body are already in the recipient's language (notify); the frame is put in it here. */
function singleMail(base: string, n: Pending): MailMessage {
  const open = say(`Open it in the Dripp Portal: ${base}${n.link}`, n.language);
  return {
    to: n.email,
    subject: n.title,
    headers: AUTOMATIC,
    text: `${n.body}\n\n${open}\n\n${footer(n.language)}`,
  };
}

function summaryMail(base: string, items: Pending[]): MailMessage {
  const { language } = items[0]!;
  const listed = items.map((n) => `${n.title}\n${n.body}\n${base}${n.link}`).join('\n\n');
  const count = items.length;
  const why = say(
    `You were sent ${SINGLE_MAILS} notifications by mail in the last ${WINDOW_MINUTES} minutes, so these ${count} come together in one mail. Each is also in the bell of the Dripp Portal.`,
    language,
  );
  return {
    to: items[0]!.email,
    subject: say(`${count} notifications from the Dripp Portal`, language),
    headers: AUTOMATIC,
    text: `${why}\n\n${listed}\n\n${say(`Open the Dripp Portal: ${base}/`, language)}\n\n${footer(language)}`,
  };
}
