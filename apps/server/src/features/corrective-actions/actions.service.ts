import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ACTION_EVIDENCE_LABELS,
  ACTION_PRIORITY_LABELS,
  type Action,
  type ActionAssignees,
  type ActionCreate,
  type ActionListFilters,
  type ActionRow,
  type ActionSummary,
  type ActionUpdate,
} from '@dripp/contract/corrective-actions';
import { can } from '@dripp/domain/permissions';
import { wallClockInstant } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { correctiveActions, incidentReports, roles, stores, users, userStores } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/errors';
import { overdueAction } from '../overview/measures.public';
import { recordChange, type Fields } from '../../platform/history';
import { fullName, storeScope } from '../../platform/store-people';
import { storeTimeZone } from '../../platform/store-time';
import {
  CLOSED,
  OPEN,
  RECORD_TYPE,
  findAction,
  getAction,
  selectActions,
  toRow,
  visibleAction,
  type Stored,
} from './action-record';

/** Checks the caller and turns the list's filters (and the export's) into one condition; null: no stores. */
export function actionCondition(
  principal: Principal,
  query: Omit<ActionListFilters, 'limit' | 'offset'>,
  now: Date,
): SQL | undefined | null {
  requireAt(principal, 'corrective-actions-view', query.store_id);
  const scope = storeScope(principal, 'corrective-actions-view');
  if (scope !== 'all' && scope.length === 0) return null;
  const where: SQL[] = [isNull(stores.deletedAt)];
  if (scope !== 'all') where.push(inArray(correctiveActions.storeId, scope));
  if (query.store_id) where.push(eq(correctiveActions.storeId, query.store_id));
  if (query.status) where.push(eq(correctiveActions.status, query.status));
  if (query.open) where.push(sql`${correctiveActions.status} in ${OPEN}`);
  if (query.source) where.push(eq(correctiveActions.source, query.source));
  if (query.source_id) where.push(eq(correctiveActions.sourceId, query.source_id));
  if (query.assignee_id) where.push(eq(correctiveActions.assigneeUserId, query.assignee_id));
  if (query.overdue) where.push(overdueAction(now, 'corrective_actions'));
  return and(...where);
}

const stillOpen = sql`${correctiveActions.status} in ${OPEN}`;

/**
 * The list's two parts, each read in index order: overdue first, then the rest of the open ones
 * (for open actions that is simply soonest due first); then the closed ones, latest due first.
 */
export const actionParts = {
  open: (db: Db, condition: SQL | undefined, now: Date) =>
    selectActions(db, and(condition, stillOpen), now).orderBy(asc(correctiveActions.dueAt), asc(correctiveActions.id)),
  closed: (db: Db, condition: SQL | undefined, now: Date) =>
    selectActions(db, and(condition, sql`${correctiveActions.status} in ${CLOSED}`), now).orderBy(
      desc(correctiveActions.dueAt),
      desc(correctiveActions.id),
    ),
};

export async function listActions(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  query: ActionListFilters,
): Promise<{ rows: ActionRow[]; total: number }> {
  const now = ctx.now();
  const condition = actionCondition(principal, query, now);
  if (condition === null) return { rows: [], total: 0 };
  // Two index-ordered reads, never a sort of all.
  const [[counted], openRows] = await Promise.all([
    ctx.db
      .select({ total: sql<number>`count(*)::int`, open: sql<number>`(count(*) filter (where ${stillOpen}))::int` })
      .from(correctiveActions)
      .innerJoin(stores, eq(stores.id, correctiveActions.storeId))
      .where(condition),
    actionParts.open(ctx.db, condition, now).limit(query.limit).offset(query.offset),
  ]);
  const total = counted?.total ?? 0;
  const open = counted?.open ?? 0;
  const rows = [...openRows];
  const room = query.limit - rows.length;
  if (room > 0 && total > open && query.offset + rows.length < total)
    rows.push(
      ...(await actionParts
        .closed(ctx.db, condition, now)
        .limit(room)
        .offset(Math.max(0, query.offset - open))),
    );
  return { rows: rows.map(toRow), total };
}

/**
 * Open and overdue counts per store, and the median days from raised to done among the actions
 * done in the last 90 days: computed from the actions themselves on every read.
 */
export async function actionSummary(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number | undefined,
): Promise<ActionSummary> {
  requireAt(principal, 'corrective-actions-view', storeId);
  const scope = storeScope(principal, 'corrective-actions-view');
  if (scope !== 'all' && scope.length === 0) return { open: 0, overdue: 0, stores: [] };
  const inScope = scope === 'all' ? sql`true` : sql`a.store_id = any(${`{${scope.join(',')}}`}::int[])`;
  const oneStore = storeId ? sql`a.store_id = ${storeId}` : sql`true`;
  const now = ctx.now();
  const closedSince = sql`${now.toISOString()}::timestamptz - interval '90 days'`;
  const rows = await sqlRows<{
    store_id: number;
    title: string;
    open: number;
    overdue: number;
    closed: number;
    median: number | string | null;
  }>(
    ctx.db,
    sql`
    select a.store_id, s.title,
      count(*) filter (where a.status in ${OPEN})::int as open,
      count(*) filter (where ${overdueAction(now, 'a')})::int as overdue,
      count(*) filter (where a.done_at >= ${closedSince})::int as closed,
      percentile_cont(0.5) within group (order by extract(epoch from a.done_at - a.created_at) / 86400)
        filter (where a.done_at >= ${closedSince}) as median
    from corrective_actions a join stores s on s.id = a.store_id and s.deleted_at is null
    where ${inScope} and ${oneStore}
      and (a.status in ${OPEN} or (a.status in ('done', 'verified') and a.done_at >= ${closedSince}))
    group by a.store_id, s.title
    order by 4 desc, 3 desc, s.title, a.store_id`,
  );
  const summaries = rows.map((r) => ({
    store_id: r.store_id,
    title: r.title,
    open: r.open,
    overdue: r.overdue,
    closed_90_days: r.closed,
    median_days_to_close: r.median == null ? null : Math.round(Number(r.median) * 10) / 10,
  }));
  return {
    open: summaries.reduce((n, s) => n + s.open, 0),
    overdue: summaries.reduce((n, s) => n + s.overdue, 0),
    stores: summaries,
  };
}

/** The store's active people and the roles held there, for the assignee picker. */
export async function assigneesOf(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): Promise<ActionAssignees> {
  requireAt(principal, 'corrective-actions-edit', storeId);
  const links = await ctx.db
    .selectDistinct({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .innerJoin(roles, eq(roles.id, userStores.roleId))
    .where(eq(userStores.storeId, storeId));
  const people = new Map(links.map((l) => [l.userId, fullName(l)]));
  const held = new Map(links.map((l) => [l.roleId, l.roleName]));
  const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
    a.name.localeCompare(b.name) || a.id - b.id;
  return {
    people: [...people].map(([id, name]) => ({ id, name })).sort(byName),
    roles: [...held].map(([id, name]) => ({ id, name })).sort(byName),
  };
}

async function checkAssignee(ctx: Pick<AppContext, 'db'>, storeId: number, input: ActionUpdate): Promise<void> {
  if (input.assignee_user_id && input.assignee_role_id) {
    const message = 'Give the action to a person or to a role, not both';
    throw invalid(message, { assignee_user_id: [message] });
  }
  if (!input.assignee_user_id && !input.assignee_role_id) {
    const message = 'Choose who should do this';
    throw invalid(message, { assignee_user_id: [message] });
  }
  const [people] = await Promise.all([
    ctx.db
      .select({ userId: userStores.userId, roleId: userStores.roleId })
      .from(userStores)
      .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
      .where(eq(userStores.storeId, storeId)),
  ]);
  if (input.assignee_user_id && !people.some((p) => p.userId === input.assignee_user_id)) {
    const message = 'Choose someone who works at this store';
    throw invalid(message, { assignee_user_id: [message] });
  }
  if (input.assignee_role_id && !people.some((p) => p.roleId === input.assignee_role_id)) {
    const message = 'Choose a role held at this store';
    throw invalid(message, { assignee_role_id: [message] });
  }
}

async function storeClock(db: Db, storeId: number): Promise<string> {
  const [store] = await db
    .select({ timeZone: storeTimeZone() })
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deletedAt)));
  if (!store) {
    const message = 'Choose one of your stores';
    throw invalid(message, { store_id: [message] });
  }
  return store.timeZone;
}

/** A record's fields as its history reads them. */
function historyFields(r: {
  title: string;
  description: string;
  assignee: string;
  priority: string;
  due: string;
  evidence: string;
}): Fields {
  return {
    Title: r.title,
    Description: r.description,
    Assignee: r.assignee,
    Priority: r.priority,
    Due: r.due,
    'Closing needs': r.evidence,
  };
}

function assigneeName(row: ActionRow): string {
  return row.assignee.user?.name ?? row.assignee.role?.name ?? '';
}

function fieldsOf(r: Stored): Fields {
  const row = toRow(r);
  return historyFields({
    title: r.title,
    description: r.description,
    assignee: assigneeName(row),
    priority: ACTION_PRIORITY_LABELS[r.priority],
    due: `${row.due_date} ${row.due_time}`,
    evidence: ACTION_EVIDENCE_LABELS[r.evidence],
  });
}

export async function createAction(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  input: ActionCreate,
): Promise<Action> {
  requireAt(principal, 'corrective-actions-edit', input.store_id);
  const timeZone = await storeClock(ctx.db, input.store_id);
  await checkAssignee(ctx, input.store_id, input);
  let sourceLabel = '';
  if (input.incident_id) {
    const [incident] = await ctx.db
      .select({
        storeId: incidentReports.storeId,
        number: incidentReports.incidentNumber,
        subject: incidentReports.subject,
      })
      .from(incidentReports)
      .where(eq(incidentReports.id, input.incident_id));
    if (!incident || !can(principal.grants, 'incident-reports-view', incident.storeId)) {
      const message = 'This incident report does not exist';
      throw invalid(message, { incident_id: [message] });
    }
    if (incident.storeId !== input.store_id) {
      const message = "Raise the action at the incident's store";
      throw invalid(message, { store_id: [message] });
    }
    sourceLabel = `Incident #${incident.number}: ${incident.subject}`;
  }
  const [row] = await ctx.db
    .insert(correctiveActions)
    .values({
      storeId: input.store_id,
      title: input.title,
      description: input.description ?? '',
      source: input.incident_id ? 'incident' : 'manual',
      sourceId: input.incident_id ?? null,
      sourceLabel,
      assigneeUserId: input.assignee_user_id ?? null,
      assigneeRoleId: input.assignee_role_id ?? null,
      priority: input.priority,
      dueAt: wallClockInstant(input.due_date, input.due_time, timeZone),
      evidence: input.evidence,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    })
    .returning({ id: correctiveActions.id });
  return getAction(ctx, principal, row!.id);
}

export async function updateAction(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  id: number,
  input: ActionUpdate,
): Promise<Action> {
  const current = await visibleAction(ctx.db, principal, id);
  requireAt(principal, 'corrective-actions-edit', current.storeId);
  await checkAssignee(ctx, current.storeId, input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(correctiveActions)
      .set({
        title: input.title,
        description: input.description ?? '',
        assigneeUserId: input.assignee_user_id ?? null,
        assigneeRoleId: input.assignee_role_id ?? null,
        priority: input.priority,
        dueAt: wallClockInstant(input.due_date, input.due_time, current.timeZone),
        evidence: input.evidence,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(eq(correctiveActions.id, id));
    const after = (await findAction(tx, id))!;
    await recordChange(tx, {
      recordType: RECORD_TYPE,
      recordId: id,
      storeId: current.storeId,
      userId: principal.userId,
      before: fieldsOf(current),
      after: fieldsOf(after),
    });
  });
  return getAction(ctx, principal, id);
}
