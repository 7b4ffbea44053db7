import PgBoss from 'pg-boss';
import type { SqlRunner } from '../db/client';
import type { AppContext } from './context';
import type { DueItem } from '@dripp/contract/store-day';
import { sweepReminders } from '../features/store-day/reminders';
import { storeClocks, storeDays, todayAt } from '../features/store-day/store-day.service';
import { sweepActionReminders } from '../features/corrective-actions/action-reminders';
import { fillRecentChecklistDays } from '../features/overview/checklist-days';
import { sweepDigests } from '../features/digest/digest-sweep';
import { deliverPendingPush } from '../features/push/push-delivery';
import { chainActionSettings, raiseMissedChecklistActions } from './corrective-actions';
import { addDays } from './daily-records';
import { deliverPendingMail } from './notification-mail';

/*
 * Work that happens later runs from pg-boss's queue on the portal's own database (DESIGN §2,
 * docs/decisions/165). Every node may run it: the cron schedule is kept in the database and sends
 * one job a minute however many nodes watch it, a job whose node dies expires and is retried
 * elsewhere, and the work itself is idempotent by natural keys.
 */

export const STORE_DAY_SWEEP = 'store-day-sweep';
/** The morning digests due this minute (features/digest), apart from the sweep so a slow mail run delays no reminder. */
export const MORNING_DIGEST = 'morning-digest';

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** Seconds between looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Keep the minute schedule (off in tests that send the sweep themselves). */
  schedule?: boolean;
}

/**
 * One minute's look at every store's day and every open action: new reminders and escalations,
 * actions for the checklists that were missed, then the pushes and the mail of all of them.
 */
export async function runStoreDaySweep(ctx: AppContext, now = new Date()) {
  const added = (await sweepReminders(ctx, now)) + (await sweepActionReminders(ctx, now));
  const raised = await raiseMissedChecklists(ctx, now);
  // Pushes first: quick, and a mail server that is down must not hold them back.
  const pushed = await deliverPendingPush(ctx);
  const mailed = await deliverPendingMail(ctx, now);
  // The Stores Overview's kept checklist outcomes of the days that just closed (docs/decisions/169).
  const summarised = await fillRecentChecklistDays(ctx.db, now);
  return { added, raised, pushed, mailed, summarised };
}

/** The checklist cards missed yesterday at each store (by its own clock) raise their actions, when the chain says so. */
async function raiseMissedChecklists(ctx: AppContext, now: Date): Promise<number> {
  if (!(await chainActionSettings(ctx.db)).missedChecklistActions) return 0;
  const clocks = await storeClocks(ctx.db, 'all');
  const today = todayAt(now);
  const days = await storeDays(ctx.db, clocks, (store) => addDays(today(store), -1), now);
  const missed = days.flatMap((day) =>
    day.items
      .filter((i) => i.state === 'missed' && CHECKLIST_CARDS.includes(i.item))
      .map((i) => ({ storeId: day.store_id, item: i.item, date: day.date })),
  );
  return (await raiseMissedChecklistActions(ctx.db, missed, now)).length;
}

const CHECKLIST_CARDS: readonly DueItem[] = ['open', 'mid', 'close', 'weekly'];

export async function startJobs(ctx: AppContext, sql: SqlRunner, options: JobsOptions = {}): Promise<Jobs> {
  const schedule = options.schedule ?? true;
  const boss = new PgBoss({
    db: sql,
    schema: 'pgboss',
    schedule,
    supervise: true,
    // The minute's jobs are sent within seconds of the minute, not up to half a minute late
    // (pg-boss looks at its schedule every 30 s by default): a reminder due at 08:00 comes at 08:00.
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 2,
    // A job whose node died stays active, and holds its stately queue, until maintenance expires
    // it. Maintenance every 30 s instead of 120 (one node a turn runs it): the sweep a dead node
    // took is retried at most 150 s after it began (its 120 s expiry + 30), not 240.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => console.error('Job queue error:', error.message));
  await boss.start();
  // Stately: at most one sweep waiting and one running, so a slow minute never piles up sweeps.
  await boss.createQueue(STORE_DAY_SWEEP, { name: STORE_DAY_SWEEP, policy: 'stately', expireInSeconds: 120 });
  if (schedule) await boss.schedule(STORE_DAY_SWEEP, '* * * * *');
  await boss.work<{ at?: string }>(
    STORE_DAY_SWEEP,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      await runStoreDaySweep(ctx, job?.data?.at ? new Date(job.data.at) : new Date());
    },
  );
  await boss.createQueue(MORNING_DIGEST, { name: MORNING_DIGEST, policy: 'stately', expireInSeconds: 600 });
  if (schedule) await boss.schedule(MORNING_DIGEST, '* * * * *');
  await boss.work<{ at?: string }>(
    MORNING_DIGEST,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      await sweepDigests(ctx, job?.data?.at ? new Date(job.data.at) : new Date());
    },
  );
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
