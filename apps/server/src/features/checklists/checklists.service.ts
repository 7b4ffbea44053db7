import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { ChecklistTask, ChecklistTaskBody, ChecklistType } from '@dripp/contract/checklists';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { checklists } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { requireActiveStore } from '../../platform/daily-records';
import { invalid, notFound } from '../../platform/errors';

const columns = {
  id: checklists.id,
  task: checklists.task,
  note: checklists.note,
  order: checklists.sortOrder,
  type: checklists.type,
  store_id: checklists.storeId,
};

const active = (storeId: number, type: ChecklistType) =>
  and(eq(checklists.storeId, storeId), eq(checklists.type, type), isNull(checklists.deletedAt));

async function listOf(db: Db, storeId: number, type: ChecklistType): Promise<ChecklistTask[]> {
  return db
    .select(columns)
    .from(checklists)
    .where(active(storeId, type))
    .orderBy(asc(checklists.sortOrder), asc(checklists.id));
}

async function taskById(db: Db, id: number): Promise<ChecklistTask> {
  const [row] = await db
    .select(columns)
    .from(checklists)
    .where(and(eq(checklists.id, id), isNull(checklists.deletedAt)));
  if (!row) throw notFound('No such task');
  return row;
}

/** Saving does nothing with an empty task (spec 2 §5): the server answers 422. Only weekly tasks keep a note. */
function cleanBody(body: ChecklistTaskBody, type: ChecklistType) {
  const task = body.task.trim();
  if (!task) throw invalid('Enter the task', { task: ['Enter the task'] });
  const note = type === 'weekly' ? body.note?.trim() || null : null;
  return { task, note };
}

export async function listTasks(ctx: AppContext, principal: Principal, storeId: number, type: ChecklistType) {
  requireAt(principal, 'checklists-view', storeId);
  return listOf(ctx.db, storeId, type);
}

export async function getTask(ctx: AppContext, principal: Principal, id: number) {
  const task = await taskById(ctx.db, id);
  requireAt(principal, 'checklists-view', task.store_id);
  return task;
}

export async function createTask(
  ctx: AppContext,
  principal: Principal,
  storeId: number,
  type: ChecklistType,
  body: ChecklistTaskBody,
) {
  requireAt(principal, 'checklists-edit', storeId);
  const values = cleanBody(body, type);
  await requireActiveStore(ctx.db, storeId);
  return ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(checklists.sortOrder) })
      .from(checklists)
      .where(active(storeId, type));
    const [row] = await tx
      .insert(checklists)
      .values({
        storeId,
        type,
        ...values,
        sortOrder: (last?.n ?? 0) + 1,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning({ id: checklists.id });
    return taskById(tx, row!.id);
  });
}

export async function updateTask(ctx: AppContext, principal: Principal, id: number, body: ChecklistTaskBody) {
  const current = await taskById(ctx.db, id);
  requireAt(principal, 'checklists-edit', current.store_id);
  const values = cleanBody(body, current.type);
  await ctx.db
    .update(checklists)
    .set({ ...values, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(checklists.id, id));
  return taskById(ctx.db, id);
}

/** Writes 1..n in the given order, touching only rows whose position changed. */
async function renumber(tx: Db, ids: number[], current: Map<number, number>, userId: number) {
  for (const [i, id] of ids.entries()) {
    if (current.get(id) === i + 1) continue;
    await tx
      .update(checklists)
      .set({ sortOrder: i + 1, updatedBy: userId, updatedAt: new Date() })
      .where(eq(checklists.id, id));
  }
}

/** Moves a task to a 1-based position and renumbers the list, in one transaction (rows locked meanwhile). */
export async function moveTask(
  ctx: AppContext,
  principal: Principal,
  storeId: number,
  type: ChecklistType,
  move: { id: number; newIndex: number },
) {
  requireAt(principal, 'checklists-edit', storeId);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: checklists.id, order: checklists.sortOrder })
      .from(checklists)
      .where(active(storeId, type))
      .orderBy(asc(checklists.sortOrder), asc(checklists.id))
      .for('update');
    const from = rows.findIndex((r) => r.id === move.id);
    if (from < 0) throw notFound('No such task in this list');
    if (move.newIndex > rows.length) {
      throw invalid(`newIndex must be between 1 and ${rows.length}`, {
        newIndex: [`Must be between 1 and ${rows.length}`],
      });
    }
    const ids = rows.map((r) => r.id);
    ids.splice(from, 1);
    ids.splice(move.newIndex - 1, 0, move.id);
    await renumber(tx, ids, new Map(rows.map((r) => [r.id, r.order])), principal.userId);
    return listOf(tx, storeId, type);
  });
}

/** Deleting keeps the row (deleted_at) so days already signed keep their task; the list closes the gap. */
export async function deleteTask(ctx: AppContext, principal: Principal, id: number) {
  const current = await taskById(ctx.db, id);
  requireAt(principal, 'checklists-delete', current.store_id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(checklists)
      .set({ deletedAt: sql`now()`, updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(checklists.id, id));
    const rest = await tx
      .select({ id: checklists.id, order: checklists.sortOrder })
      .from(checklists)
      .where(active(current.store_id, current.type))
      .orderBy(asc(checklists.sortOrder), asc(checklists.id))
      .for('update');
    await renumber(
      tx,
      rest.map((r) => r.id),
      new Map(rest.map((r) => [r.id, r.order])),
      principal.userId,
    );
  });
}
