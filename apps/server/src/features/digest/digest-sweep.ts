import { and, eq, isNull, sql } from 'drizzle-orm';
import { isTimeZone } from '@dripp/contract/time-zones';
import { can } from '@dripp/domain/permissions';
import { storeDateTime } from '@dripp/domain/dates';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { digestSends, digestSettings, users } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { ScheduledJob } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail';
import { jobLinkBase } from '../../platform/mail-links';
import { loadActiveUserGrants } from '../../platform/role-permissions';
import { storeScope } from '../../platform/store-people';
import { storeFacts } from './digest-figures';
import { digestMail, type DigestReader } from './digest-mail';

/*
 * Run every minute by the job queue (features/jobs.ts), on any number of nodes. A person's digest
 * of a local day is due once their chosen time has passed in their zone; its natural key is
 * (person, local date), the primary key of digest_sends. The claim and the send are one
 * transaction: the row is inserted (on conflict do nothing), the mail handed to SMTP, then the
 * row committed. Another worker's insert waits for that transaction and then finds the row; a
 * failed send rolls the claim back, so the next minute tries again, until the person's day ends;
 * a node that dies mid-send leaves no row either (docs/decisions/170).
 */

interface DueReader extends DigestReader {
  userId: number;
}

/** People whose digest time has passed today in their zone and who have no digest for that day yet. */
async function dueReaders(db: Db, now: Date): Promise<DueReader[]> {
  const rows = await db
    .select({
      userId: digestSettings.userId,
      sendAt: digestSettings.sendAt,
      timeZone: digestSettings.timeZone,
      username: users.username,
      firstName: users.firstName,
      email: users.email,
      language: users.language,
    })
    .from(digestSettings)
    .innerJoin(users, and(eq(users.id, digestSettings.userId), isNull(users.deletedAt)))
    .where(eq(digestSettings.enabled, true));
  const due: DueReader[] = [];
  for (const r of rows) {
    if (!isTimeZone(r.timeZone)) continue;
    const local = storeDateTime(now, r.timeZone);
    if (local.time >= r.sendAt) due.push({ ...r, date: local.date });
  }
  if (due.length === 0) return [];
  const sent = await sqlRows<{ user_id: number }>(
    db,
    sql`
    select s.user_id from digest_sends s
    join unnest(${`{${due.map((d) => d.userId).join(',')}}`}::int[], ${`{${due.map((d) => d.date).join(',')}}`}::date[])
      as d(user_id, day) on d.user_id = s.user_id and d.day = s.date`,
  );
  const done = new Set(sent.map((s) => s.user_id));
  return due.filter((d) => !done.has(d.userId));
}

/** The stores each reader oversees now (area-view of their own grants), or null for someone who no longer does. */
async function scopeOf(db: Db, userId: number): Promise<number[] | 'all' | null> {
  const grants = await loadActiveUserGrants(db, userId);
  if (!grants || !can(grants.data, 'area-view')) return null;
  return storeScope(
    {
      userId,
      username: grants.username,
      language: grants.language,
      temperatureUnit: grants.temperatureUnit,
      grants: [grants.data],
      own: grants.data,
      identity: { sub: String(userId), sv: grants.sessionVersion },
    },
    'area-view',
  );
}

/** Claims (person, day) and sends in one transaction; answers whether this worker sent it. */
async function claimAndSend(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  reader: DueReader,
  mail: MailMessage,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(digestSends)
      .values({ userId: reader.userId, date: reader.date })
      .onConflictDoNothing()
      .returning({ userId: digestSends.userId });
    if (claimed.length === 0) return false;
    await ctx.mailer.send(mail);
    return true;
  });
}

/** Sends the digests due at `now`; answers how many this worker sent and how many failed (retried next minute). */
export async function sweepDigests(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await dueReaders(ctx.db, now);
  const readers: { reader: DueReader; scope: number[] | 'all' }[] = [];
  for (const reader of due) {
    const scope = await scopeOf(ctx.db, reader.userId);
    if (scope && (scope === 'all' || scope.length > 0)) readers.push({ reader, scope });
  }
  if (readers.length === 0) return { sent: 0, failed: 0 };

  // A store's facts are the same for every reader: worked out once for all of them.
  const ids = readers.some((r) => r.scope === 'all')
    ? 'all'
    : [...new Set(readers.flatMap((r) => r.scope as number[]))];
  const facts = await storeFacts(ctx.db, ids, now);
  const base = jobLinkBase(ctx.config);
  let sent = 0;
  let failed = 0;
  for (const { reader, scope } of readers) {
    const mine = scope === 'all' ? facts : facts.filter((f) => scope.includes(f.storeId));
    if (mine.length === 0) continue;
    try {
      if (await claimAndSend(ctx, reader, digestMail(mine, reader, base))) sent++;
    } catch (error) {
      failed++;
      // The code only: an SMTP refusal's text may carry the address.
      const code = (error as { code?: string }).code ?? 'error';
      console.error(`A morning digest was not sent (${code}); the next minute tries again.`);
    }
  }
  return { sent, failed };
}

/** The morning digests due this minute: a job of its own, apart from the store-day sweep, so a slow mail run delays no reminder. */
export const MORNING_DIGEST = 'morning-digest';

export const morningDigestJob: ScheduledJob = {
  name: MORNING_DIGEST,
  cron: '* * * * *',
  expireInSeconds: 600,
  run: sweepDigests,
};
