import PgBoss from 'pg-boss';
import type { SqlRunner } from '../db/client';
import type { AppContext } from './context';

/*
 * Work that happens later runs from pg-boss's queue on the portal's own database (DESIGN §2,
 * docs/decisions/165). Every node may run it: the cron schedule is kept in the database and sends
 * one job a minute however many nodes watch it, a job whose node dies expires and is retried
 * elsewhere, and the work itself is idempotent by natural keys. The queue knows no feature: the
 * features name their jobs, and features/jobs.ts hands them all to it (docs/decisions/233).
 */

/** A job the queue runs on a schedule, once across the nodes, at most one waiting and one running. */
export interface ScheduledJob {
  name: string;
  /** pg-boss's cron: when the job is sent. */
  cron: string;
  /** Seconds a run may take before the job counts as lost and another node takes it. */
  expireInSeconds: number;
  /** The job's work for the minute `at` (the minute it was sent for, or now). */
  run(ctx: AppContext, at: Date): Promise<unknown>;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** Seconds between looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Keep the schedule (off in tests that send the jobs themselves). */
  schedule?: boolean;
}

export async function startJobQueue(
  ctx: AppContext,
  sql: SqlRunner,
  jobs: readonly ScheduledJob[],
  options: JobsOptions = {},
): Promise<Jobs> {
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
  for (const job of jobs) {
    // Stately: at most one job waiting and one running, so a slow minute never piles up runs.
    await boss.createQueue(job.name, { name: job.name, policy: 'stately', expireInSeconds: job.expireInSeconds });
    if (schedule) await boss.schedule(job.name, job.cron);
    await boss.work<{ at?: string }>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([sent]) => {
        await job.run(ctx, sent?.data?.at ? new Date(sent.data.at) : new Date());
      },
    );
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
