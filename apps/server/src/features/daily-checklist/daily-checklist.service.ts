import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DailyChecklist, DailyChecklistSave } from '@dripp/contract/daily-checklist';
import { todayIn } from '@dripp/domain/ordering';
import type { AppContext } from '../../platform/context';
import { prepared } from '../../db/prepared';
import { checklistNames, checklists } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { invalid, type FieldErrors } from '../../platform/errors';
import { isFutureAt, storeTimeZones } from '../../platform/store-time';
import { idempotentSave, requestHashOf } from '../../platform/idempotency';
import type { Db } from '../../db/client';

const checklistDay = prepared((db) =>
  db
    .select({
      checklist_id: checklists.id,
      task: checklists.task,
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
  ctx: AppContext,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<DailyChecklist> {
  requireAt(principal, 'daily-checklist-view', storeId);
  const rows = await checklistDay(ctx.db).execute({ storeId, date });
  const day: DailyChecklist = { open: [], mid: [], close: [], weekly: [] };
  for (const row of rows) {
    day[row.type].push({
      ...row,
      note: row.type === 'weekly' ? row.note : null,
      done_at: row.done_at ? new Date(row.done_at).toISOString() : null,
    });
  }
  return day;
}

/**
 * Records who did which task on a date. Each task decides its own store, and the caller needs
 * daily-checklist-create at every one of them before anything is written. A blank name clears the
 * entry. The date may not be after today at any of the tasks' stores (each in its own zone).
 */
export async function saveDailyChecklist(
  ctx: AppContext,
  principal: Principal,
  date: string,
  body: DailyChecklistSave,
  idempotencyKey?: string,
): Promise<void> {
  const ref = idempotencyKey
    ? {
        userId: principal.userId,
        scope: `daily-checklist:${date}`,
        key: idempotencyKey,
        requestHash: requestHashOf(body),
      }
    : undefined;
  await idempotentSave(
    ctx.db,
    ref,
    async () => undefined,
    (claim) => writeDailyChecklist(ctx, principal, date, body, claim),
  );
}

async function writeDailyChecklist(
  ctx: AppContext,
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
    .select({ id: checklists.id, storeId: checklists.storeId })
    .from(checklists)
    .where(and(inArray(checklists.id, ids), isNull(checklists.deletedAt)));
  const storeOf = new Map(tasks.map((t) => [t.id, t.storeId]));
  const unknown: FieldErrors = {};
  body.names.forEach((entry, i) => {
    if (!storeOf.has(entry.checklist_id)) unknown[`names.${i}.checklist_id`] = ['No such task'];
  });
  if (Object.keys(unknown).length) throw invalid('The list names a task that does not exist', unknown);
  for (const storeId of new Set(storeOf.values())) requireAt(principal, 'daily-checklist-create', storeId);
  // Each store's own today, in its zone: a date already begun in New York may still be tomorrow in Portland.
  for (const zone of (await storeTimeZones(ctx.db, [...new Set(storeOf.values())])).values()) {
    if (isFutureAt(date, zone)) {
      throw invalid(`The date cannot be in the future (today is ${todayIn(zone)})`, {
        date: ['The date cannot be in the future'],
      });
    }
  }

  const filled = ids.filter((id) => wanted.get(id));
  const cleared = ids.filter((id) => !wanted.get(id));
  await ctx.db.transaction(async (tx) => {
    await claim(tx);
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
  });
}
