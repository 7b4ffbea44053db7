import { DUE_ITEM_LABELS, type DayItemKind, type DueItem } from '@dripp/contract/store-day';
import { formatDay, addDays } from '@dripp/domain/dates';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { chainActionSettings, managerRoleId, raiseActions } from '../corrective-actions/corrective-actions.public';
import { storeClocks, storeDays, todayAt } from './store-day.service';

/** The checklist cards of a store's day that ended Missed raise corrective actions, when the chain says so. */

const HOUR = 3_600_000;

const CHECKLIST_CARDS: readonly DueItem[] = ['open', 'mid', 'close', 'weekly'];
const isCard = (item: DayItemKind): item is DueItem => (CHECKLIST_CARDS as readonly string[]).includes(item);

/** The checklist cards missed yesterday at each store (by its own clock) raise their actions, when the chain says so. */
export async function raiseMissedChecklists(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  if (!(await chainActionSettings(ctx.db)).missedChecklistActions) return 0;
  const clocks = await storeClocks(ctx.db, 'all');
  const today = todayAt(now);
  const days = await storeDays(ctx.db, clocks, (store) => addDays(today(store), -1), now);
  const missed = days.flatMap((day) =>
    day.items.flatMap((i) =>
      i.state === 'missed' && isCard(i.item) ? [{ storeId: day.store_id, item: i.item, date: day.date }] : [],
    ),
  );
  return (await raiseMissedChecklistActions(ctx.db, missed, now)).length;
}

/** Checklist cards that reached Missed, one action each, when the chain says so. */
export async function raiseMissedChecklistActions(
  tx: Db,
  missed: { storeId: number; item: DueItem; date: string }[],
  now = new Date(),
): Promise<number[]> {
  if (missed.length === 0) return [];
  const settings = await chainActionSettings(tx);
  if (!settings.missedChecklistActions) return [];
  const managers = await managerRoleId(tx);
  return raiseActions(
    tx,
    missed.map((m) => ({
      storeId: m.storeId,
      title: `${DUE_ITEM_LABELS[m.item]} missed`,
      description: `The ${DUE_ITEM_LABELS[m.item].toLowerCase()} of ${formatDay(m.date)} was never completed. Find out why and make sure it is done from now on.`,
      source: 'missed-checklist',
      sourceId: m.storeId,
      sourceKey: `${m.item}:${m.date}`,
      sourceLabel: `${DUE_ITEM_LABELS[m.item]} of ${formatDay(m.date)}`,
      assigneeRoleId: managers,
      priority: 'medium',
      dueAt: new Date(now.getTime() + 24 * HOUR),
      evidence: 'none',
      createdBy: null,
    })),
  );
}
