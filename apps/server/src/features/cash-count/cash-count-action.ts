import { formatDay } from '@dripp/domain/dates';
import { formatDollars } from '@dripp/domain/money';
import type { Db } from '../../db/client';
import { chainActionSettings, managerRoleId, raiseActions } from '../corrective-actions/corrective-actions.public';
import { beyondTolerance, cashToleranceOf } from './cash-tolerance';

const HOUR = 3_600_000;

/**
 * A count whose total discrepancy is beyond its store's tolerance (the store's own, else the
 * chain's) raises one action, when the chain says so. `toleranceCents` is the one the count was
 * judged by when saved; without it the store's tolerance of now is read.
 */
export async function raiseCashCountAction(
  tx: Db,
  count: {
    id: number;
    storeId: number;
    date: string;
    discrepancyCents: number;
    userId: number;
    toleranceCents?: number;
  },
  now = new Date(),
): Promise<number[]> {
  const settings = await chainActionSettings(tx);
  if (!settings.cashCountActions) return [];
  const tolerance = count.toleranceCents ?? (await cashToleranceOf(tx, count.storeId)).effective;
  if (!beyondTolerance(count.discrepancyCents, tolerance)) return [];
  const gap = count.discrepancyCents < 0 ? 'short' : 'over';
  return raiseActions(tx, [
    {
      storeId: count.storeId,
      title: `Cash count ${formatDollars(Math.abs(count.discrepancyCents))} ${gap}`,
      description: `The cash count of ${formatDay(count.date)} is ${formatDollars(Math.abs(count.discrepancyCents))} ${gap}, beyond the tolerance of ${formatDollars(tolerance)}. Find the difference and note what caused it.`,
      source: 'cash-count',
      sourceId: count.id,
      sourceKey: count.date,
      sourceLabel: `Cash count of ${formatDay(count.date)}`,
      assigneeRoleId: await managerRoleId(tx),
      priority: 'high',
      dueAt: new Date(now.getTime() + 24 * HOUR),
      evidence: 'note',
      createdBy: count.userId,
    },
  ]);
}
