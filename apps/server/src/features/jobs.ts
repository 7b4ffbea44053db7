import type { SqlRunner } from '../db/client';
import type { AppContext } from '../platform/context';
import { startJobQueue, type Jobs, type JobsOptions, type ScheduledJob } from '../platform/jobs';
import { sweepActionReminders } from './corrective-actions/action-reminders';
import { morningDigestJob } from './digest/digest-sweep';
import { sweepFoodEscalations } from './food-safety/food-safety.public';
import { deliverNotifications } from './notifications/notifications-sweep';
import { fillRecentChecklistDays } from './overview/checklist-days';
import { raiseMissedChecklists } from './store-day/missed-checklists';
import { sweepReminders } from './store-day/reminders';

/*
 * The features' work that runs later, handed to the job queue in one place, as features/routes.ts
 * hands their routes to the app (docs/decisions/233). Each feature keeps its own sweep in its
 * folder; the queue in platform/ knows none of them.
 */

export const STORE_DAY_SWEEP = 'store-day-sweep';

/**
 * One minute's look at every store's day and every open action: new reminders and escalations
 * (food safety's re-checks and cooling checks too), actions for the checklists that were missed,
 * then the pushes and the mail of all of them.
 */
export async function runStoreDaySweep(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, now = new Date()) {
  const added =
    (await sweepReminders(ctx, now)) + (await sweepActionReminders(ctx, now)) + (await sweepFoodEscalations(ctx, now));
  const raised = await raiseMissedChecklists(ctx, now);
  // The notifications feature sends what the others inserted: the pushes, then the mail.
  const { pushed, mailed } = await deliverNotifications(ctx, now);
  // The Stores Overview's kept checklist outcomes of the days that just closed (docs/decisions/169).
  const summarised = await fillRecentChecklistDays(ctx.db, now);
  return { added, raised, pushed, mailed, summarised };
}

const FEATURE_JOBS: readonly ScheduledJob[] = [
  { name: STORE_DAY_SWEEP, cron: '* * * * *', expireInSeconds: 120, run: runStoreDaySweep },
  morningDigestJob,
];

/** Starts the queue with every feature's jobs; each node of the portal calls it once. */
export function startJobs(ctx: AppContext, sql: SqlRunner, options: JobsOptions = {}): Promise<Jobs> {
  return startJobQueue(ctx, sql, FEATURE_JOBS, options);
}
