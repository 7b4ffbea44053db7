import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DailyChecklist, DailyChecklistSave } from '@dripp/contract/daily-checklist';
import { todayIn } from '@dripp/domain/dates';
import { localTimeZone } from '@dripp/contract/time-zones';
import type { AppContext } from '../../platform/context';
import { prepared } from '../../db/prepared';
import { checklistNames, checklists } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { invalid, type FieldErrors } from '../../platform/errors';
import { requireDayOpen, storeTimeZones } from '../../platform/store-time';
import { idempotentSave, keyRef, requireCurrent } from '../../platform/idempotency';
import { recordChange, type Fields } from '../../platform/history';
import { dayNumber, lockStoreDay, storeDayVersion } from '../store-day/store-day.public';
import type { Db } from '../../db/client';
import { CHECKLIST_TYPE_LABELS, type ChecklistType } from '@dripp/contract/checklists';
import { spanishOut } from '@dripp/contract/spanish-text';

/** A store's names of a day are one record in the history, named by the store and the day. */
const HISTORY_TYPE = 'daily-checklist';

const checklistDay = prepared((db) =>
  db
    .select({
      checklist_id: checklists.id,
      task: checklists.task,
      taskEs: checklists.taskEs,
      taskEsSource: checklists.taskEsSource,
      type: checklists.type,
      note: checklists.note,
      name_id: checklistNames.id,
      name: checklistNames.name,
      done_at: checklistNames.createdAt,
    })
    .from(checklists)
    .leftJoin(
      checklistNames,
      and(eq(checklistNames.checklistId, checklists.id), eq(checklistNames.date, sql.placeholder('date'))),
    )
    .where(and(eq(checklists.storeId, sql.placeholder('storeId')), isNull(checklists.deletedAt)))
    .orderBy(asc(checklists.sortOrder), asc(checklists.id))
    .prepare('daily_checklist_day'),
);

/** The store's current tasks of every type, each with the name recorded for that date. */
export async function dailyChecklist(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<DailyChecklist> {
  requireAt(principal, 'daily-checklist-view', storeId);
  const [rows, version] = await Promise.all([
    checklistDay(ctx.db).execute({ storeId, date }),
    storeDayVersion(ctx.db, HISTORY_TYPE, storeId, date),
  ]);
  const day: DailyChecklist = { open: [], mid: [], close: [], weekly: [], version };
  for (const { taskEs, taskEsSource, ...row } of rows) {
    day[row.type].push({
      ...row,
      ...spanishOut('task', row.task, { es: taskEs, source: taskEsSource }),
      note: row.type === 'weekly' ? row.note : null,
      done_at: row.done_at ? new Date(row.done_at).toISOString() : null,
    });
  }
  return day;
}

/**
 * Records who did which task on a date. Each task decides its own store, and the caller needs
 * daily-checklist-create at every one of them before anything is written. A blank name clears the
 * entry. The date may not be after today at any of the tasks' stores (each in its own zone), and
 * a date before a store's today takes daily-checklist-edit there.
 * With `based_on` (the tasks of one store), a day changed since that version is refused (409) and
 * nothing is written; every change is kept in the store's history of the day.
 */
export async function saveDailyChecklist(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  date: string,
  body: DailyChecklistSave,
  idempotencyKey?: string,
): Promise<void> {
  const ref = keyRef(principal.userId, `daily-checklist:${date}`, idempotencyKey, body);
  await idempotentSave(
    ctx.db,
    ref,
    async () => undefined,
    (claim) => writeDailyChecklist(ctx, principal, date, body, claim),
  );
}

async function writeDailyChecklist(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  date: string,
  body: DailyChecklistSave,
  claim: (tx: Db) => Promise<void>,
): Promise<void> {
  const wanted = new Map<number, string>();
  for (const entry of body.names) wanted.set(entry.checklist_id, (entry.name ?? '').trim());
  if (wanted.size === 0) return;

  const ids = [...wanted.keys()];
  const tasks = await ctx.db
    .select({ id: checklists.id, storeId: checklists.storeId, type: checklists.type, task: checklists.task })
    .from(checklists)
    .where(and(inArray(checklists.id, ids), isNull(checklists.deletedAt)));
  const storeOf = new Map(tasks.map((t) => [t.id, t.storeId]));
  const unknown: FieldErrors = {};
  body.names.forEach((entry, i) => {
    if (!storeOf.has(entry.checklist_id)) unknown[`names.${i}.checklist_id`] = ['No such task'];
  });
  if (Object.keys(unknown).length) throw invalid('The list names a task that does not exist', unknown);
  const stores = [...new Set(storeOf.values())].sort((a, b) => a - b);
  for (const storeId of stores) requireAt(principal, 'daily-checklist-create', storeId);
  if (body.based_on !== undefined && stores.length > 1) {
    throw invalid('based_on is the version of one store: save the tasks of one store at a time', {
      based_on: ['based_on is the version of one store'],
    });
  }
  // Each store's own today, in its zone: a date already begun in New York may still be tomorrow in Portland.
  const zones = await storeTimeZones(ctx.db, stores);
  const now = ctx.now();
  for (const storeId of stores) {
    const today = todayIn(zones.get(storeId) ?? localTimeZone(), now);
    requireDayOpen(principal, { storeId, date, today }, 'daily-checklist-edit');
  }

  const filled = ids.filter((id) => wanted.get(id));
  const cleared = ids.filter((id) => !wanted.get(id));
  await ctx.db.transaction(async (tx) => {
    for (const storeId of stores) await lockStoreDay(tx, HISTORY_TYPE, storeId, date);
    if (body.based_on !== undefined) {
      requireCurrent(body.based_on, await storeDayVersion(tx, HISTORY_TYPE, stores[0]!, date));
    }
    await claim(tx);
    const before = await tx
      .select({ checklistId: checklistNames.checklistId, name: checklistNames.name })
      .from(checklistNames)
      .where(and(inArray(checklistNames.checklistId, ids), eq(checklistNames.date, date)));
    const was = new Map(before.map((row) => [row.checklistId, row.name]));
    if (cleared.length) {
      await tx
        .delete(checklistNames)
        .where(and(inArray(checklistNames.checklistId, cleared), eq(checklistNames.date, date)));
    }
    if (filled.length) {
      await tx
        .insert(checklistNames)
        .values(
          filled.map((id) => ({
            checklistId: id,
            storeId: storeOf.get(id)!,
            date,
            name: wanted.get(id)!,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })),
        )
        .onConflictDoUpdate({
          target: [checklistNames.checklistId, checklistNames.date],
          set: { name: sql`excluded.name`, updatedBy: principal.userId, updatedAt: sql`now()` },
        });
    }
    for (const storeId of stores) {
      const own = tasks.filter((t) => t.storeId === storeId);
      await recordChange(tx, {
        recordType: HISTORY_TYPE,
        recordId: dayNumber(date),
        storeId,
        userId: principal.userId,
        before: namesOf(own, (id) => was.get(id) ?? ''),
        after: namesOf(own, (id) => wanted.get(id) ?? ''),
      });
    }
  });
}

/** Each task's name as the history shows it, by the task as the page labels it. */
function namesOf(tasks: { id: number; type: ChecklistType; task: string }[], nameOf: (id: number) => string): Fields {
  const fields: Fields = {};
  for (const t of tasks) {
    const label = `${CHECKLIST_TYPE_LABELS[t.type]}: ${t.task}`;
    fields[label in fields ? `${label} (${t.id})` : label] = nameOf(t.id);
  }
  return fields;
}
