import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ChecklistTask, ChecklistTaskBody, ChecklistType } from '@dripp/contract/checklists';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { checklists } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { requireActiveStore } from '../../platform/store-people';
import { invalid, notFound } from '../../platform/errors';
import { moveToPosition, nextPosition, renumberList, type OrderedList } from '../../platform/reorder';
import { sentSpanish, spanishOut, spanishToStore, type StoredSpanish } from '@dripp/contract/spanish-text';

const columns = {
  id: checklists.id,
  task: checklists.task,
  taskEs: checklists.taskEs,
  taskEsSource: checklists.taskEsSource,
  note: checklists.note,
  order: checklists.sortOrder,
  type: checklists.type,
  store_id: checklists.storeId,
};

type TaskRow = { task: string; taskEs: string | null; taskEsSource: string | null };

/** A task's Spanish as stored, for the rule of decision 275. */
const storedTaskSpanish = (row: TaskRow): StoredSpanish => ({ es: row.taskEs, source: row.taskEsSource });

/** A task as answered, its stored Spanish turned into `task_es` and `task_es_out_of_date`. */
function answerOf<R extends TaskRow>(row: R) {
  const { taskEs: _es, taskEsSource: _source, ...rest } = row;
  return { ...rest, ...spanishOut('task', row.task, storedTaskSpanish(row)) };
}

const active = (storeId: number, type: ChecklistType) =>
  and(eq(checklists.storeId, storeId), eq(checklists.type, type), isNull(checklists.deletedAt));

const taskList = (storeId: number, type: ChecklistType, userId: number): OrderedList => ({
  table: checklists,
  id: checklists.id,
  order: checklists.sortOrder,
  where: active(storeId, type),
  touch: () => ({ updatedBy: userId, updatedAt: new Date() }),
  missing: 'No such task in this list',
});

async function listOf(db: Db, storeId: number, type: ChecklistType): Promise<ChecklistTask[]> {
  const rows = await db
    .select(columns)
    .from(checklists)
    .where(active(storeId, type))
    .orderBy(asc(checklists.sortOrder), asc(checklists.id));
  return rows.map(answerOf);
}

async function storedTask(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(checklists)
    .where(and(eq(checklists.id, id), isNull(checklists.deletedAt)));
  if (!row) throw notFound('No such task');
  return row;
}

async function taskById(db: Db, id: number): Promise<ChecklistTask> {
  return answerOf(await storedTask(db, id));
}

/** The task's Spanish columns as a save leaves them (none when they stay as they are). */
function spanishValues(body: ChecklistTaskBody, task: string, stored?: StoredSpanish) {
  const spanish = spanishToStore(sentSpanish('task', body), stored, task);
  return spanish ? { taskEs: spanish.es, taskEsSource: spanish.source } : {};
}

/** Saving does nothing with an empty task (spec 2 §5): the server answers 422. Only weekly tasks keep a note. */
function cleanBody(body: ChecklistTaskBody, type: ChecklistType) {
  const task = body.task.trim();
  if (!task) throw invalid('Enter the task', { task: ['Enter the task'] });
  const note = type === 'weekly' ? body.note?.trim() || null : null;
  return { task, note };
}

export async function listTasks(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  type: ChecklistType,
) {
  requireAt(principal, 'checklists-view', storeId);
  return listOf(ctx.db, storeId, type);
}

export async function getTask(ctx: Pick<AppContext, 'db'>, principal: Principal, id: number) {
  const task = await taskById(ctx.db, id);
  requireAt(principal, 'checklists-view', task.store_id);
  return task;
}

export async function createTask(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  type: ChecklistType,
  body: ChecklistTaskBody,
) {
  requireAt(principal, 'checklists-edit', storeId);
  const values = cleanBody(body, type);
  await requireActiveStore(ctx.db, storeId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checklists)
      .values({
        storeId,
        type,
        ...values,
        ...spanishValues(body, values.task),
        sortOrder: await nextPosition(tx, taskList(storeId, type, principal.userId)),
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning({ id: checklists.id });
    return taskById(tx, row!.id);
  });
}

export async function updateTask(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
  body: ChecklistTaskBody,
) {
  const current = await storedTask(ctx.db, id);
  requireAt(principal, 'checklists-edit', current.store_id);
  const values = cleanBody(body, current.type);
  await ctx.db
    .update(checklists)
    .set({
      ...values,
      ...spanishValues(body, values.task, storedTaskSpanish(current)),
      updatedBy: principal.userId,
      updatedAt: new Date(),
    })
    .where(eq(checklists.id, id));
  return taskById(ctx.db, id);
}

/** Moves a task to a 1-based position and renumbers the list, in one transaction (rows locked meanwhile). */
export async function moveTask(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  type: ChecklistType,
  move: { id: number; newIndex: number },
) {
  requireAt(principal, 'checklists-edit', storeId);
  await moveToPosition(ctx.db, taskList(storeId, type, principal.userId), move.id, move.newIndex);
  return listOf(ctx.db, storeId, type);
}

/** Deleting keeps the row (deleted_at) so days already signed keep their task; the list closes the gap. */
export async function deleteTask(ctx: Pick<AppContext, 'db'>, principal: Principal, id: number) {
  const current = await taskById(ctx.db, id);
  requireAt(principal, 'checklists-delete', current.store_id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(checklists)
      .set({ deletedAt: sql`now()`, updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(checklists.id, id));
    await renumberList(tx, taskList(current.store_id, current.type, principal.userId));
  });
}
