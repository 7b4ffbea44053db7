import PgBoss from 'pg-boss';
import type { SqlRunner } from '../db/client';
import type { AppContext } from './context';
import { deliverPendingMail, sweepReminders } from '../features/store-day/reminders';

/*
 * Work that happens later runs from pg-boss's queue on the portal's own database (DESIGN §2,
 * docs/decisions/165). Every node may run it: the cron schedule is kept in the database and sends
 * one job a minute however many nodes watch it, a job whose node dies expires and is retried
 * elsewhere, and the work itself is idempotent by natural keys.
 */

export const STORE_DAY_SWEEP = 'store-day-sweep';

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

/** One minute's look at every store's day: new reminders and escalations, then their mail. */
export async function runStoreDaySweep(ctx: AppContext, now = new Date()) {
  const added = await sweepReminders(ctx, now);
  const mailed = await deliverPendingMail(ctx);
  return { added, mailed };
}

export async function startJobs(ctx: AppContext, sql: SqlRunner, options: JobsOptions = {}): Promise<Jobs> {
  const schedule = options.schedule ?? true;
  const boss = new PgBoss({ db: sql, schema: 'pgboss', schedule, supervise: true });
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
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
