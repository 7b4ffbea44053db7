import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTION_EVIDENCE_LABELS,
  ACTION_OPEN_STATUSES,
  ACTION_PRIORITY_LABELS,
  ACTION_STATUS_LABELS,
  type Action,
  type ActionAssignees,
  type ActionCreate,
  type ActionListFilters,
  type ActionRow,
  type ActionStatus,
  type ActionSummary,
  type ActionUpdate,
} from '@dripp/contract/corrective-actions';
import { IMAGE_EXTENSIONS } from '@dripp/contract/media';
import { dueItemLink, type DueItem } from '@dripp/contract/store-day';
import { can } from '@dripp/domain/permissions';
import { storeDateTime, wallClockInstant } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import {
  correctiveActionComments,
  correctiveActions,
  incidentReports,
  roles,
  stores,
  users,
  userStores,
} from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { accountabilityOf, recordChange, type Fields } from '../../platform/history';
import { attachMedia, mediaFilesOf } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';
import { acceptUpload, type AcceptedUpload } from '../../platform/media/upload';
import { fullName, storeScope } from '../../platform/store-people';
import { storeTimeZone } from '../../platform/store-time';

export const RECORD_TYPE = 'corrective-action';
const OWNER_TYPE = 'corrective-action';

registerMediaOwner({
  ownerType: OWNER_TYPE,
  editPermission: 'corrective-actions-edit',
  async storeIdOf(db, ownerId) {
    const [row] = await db
      .select({ storeId: correctiveActions.storeId })
      .from(correctiveActions)
      .where(eq(correctiveActions.id, ownerId));
    return row?.storeId;
  },
});

const OPEN = sql.raw(`(${ACTION_OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const CLOSED = sql.raw(`('done', 'verified')`);
const assignedUsers = alias(users, 'assigned_users');

const columns = {
  id: correctiveActions.id,
  storeId: correctiveActions.storeId,
  storeTitle: stores.title,
  timeZone: storeTimeZone(),
  title: correctiveActions.title,
  description: correctiveActions.description,
  source: correctiveActions.source,
  sourceId: correctiveActions.sourceId,
  sourceKey: correctiveActions.sourceKey,
  sourceLabel: correctiveActions.sourceLabel,
  assigneeUserId: correctiveActions.assigneeUserId,
  assigneeFirst: assignedUsers.firstName,
  assigneeLast: assignedUsers.lastName,
  assigneeRoleId: correctiveActions.assigneeRoleId,
  assigneeRoleName: roles.name,
  assigneeRoleCode: roles.role,
  priority: correctiveActions.priority,
  status: correctiveActions.status,
  evidence: correctiveActions.evidence,
  dueAt: correctiveActions.dueAt,
  doneAt: correctiveActions.doneAt,
  doneBy: correctiveActions.doneBy,
  doneNote: correctiveActions.doneNote,
  verifiedAt: correctiveActions.verifiedAt,
  verifiedBy: correctiveActions.verifiedBy,
  createdAt: correctiveActions.createdAt,
  createdBy: correctiveActions.createdBy,
  updatedAt: correctiveActions.updatedAt,
  updatedBy: correctiveActions.updatedBy,
  overdue: sql<boolean>`(${correctiveActions.status} in ${OPEN} and ${correctiveActions.dueAt} < now())`,
};

type Stored = Awaited<ReturnType<typeof selectActions>>[number];

function selectActions(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(correctiveActions)
    .innerJoin(stores, eq(stores.id, correctiveActions.storeId))
    .leftJoin(assignedUsers, eq(assignedUsers.id, correctiveActions.assigneeUserId))
    .leftJoin(roles, eq(roles.id, correctiveActions.assigneeRoleId))
    .where(where);
}

function sourceLink(row: Pick<Stored, 'source' | 'sourceId' | 'sourceKey' | 'storeId'>): string | null {
  switch (row.source) {
    case 'evaluation':
      return row.sourceId ? `/retail-score-sheets/${row.sourceId}/` : null;
    case 'incident':
      return row.sourceId ? `/management/incident-report/${row.sourceId}` : null;
    case 'cash-count':
      return row.sourceKey ? dueItemLink('cash-count', row.storeId, row.sourceKey) : null;
    case 'missed-checklist': {
      const [item, date] = (row.sourceKey ?? '').split(':');
      return item && date ? dueItemLink(item as DueItem, row.storeId, date) : null;
    }
    case 'manual':
      return null;
  }
}

function toRow(r: Stored): ActionRow {
  const due = storeDateTime(r.dueAt, r.timeZone);
  return {
    id: r.id,
    store: { id: r.storeId, title: r.storeTitle, time_zone: r.timeZone },
    title: r.title,
    source: r.source,
    source_label: r.sourceLabel,
    source_link: sourceLink(r),
    assignee: {
      user:
        r.assigneeUserId != null
          ? {
              id: r.assigneeUserId,
              name: fullName({ firstName: r.assigneeFirst ?? '', lastName: r.assigneeLast ?? '' }),
            }
          : null,
      role: r.assigneeRoleId != null ? { id: r.assigneeRoleId, name: r.assigneeRoleName ?? '' } : null,
    },
    priority: r.priority,
    status: r.status,
    due_at: r.dueAt.toISOString(),
    due_date: due.date,
    due_time: due.time,
    overdue: Boolean(r.overdue),
    created_at: r.createdAt.toISOString(),
  };
}

/** Given the action: the person it names, or someone holding its role at its store. */
function isAssignee(principal: Principal, r: Pick<Stored, 'assigneeUserId' | 'assigneeRoleCode' | 'storeId'>): boolean {
  if (r.assigneeUserId === principal.userId) return true;
  if (!r.assigneeRoleCode) return false;
  const entry = principal.own[r.assigneeRoleCode];
  return !!entry && (!entry.requires_store || entry.store_ids.includes(r.storeId));
}

function mayView(principal: Principal, r: Stored): boolean {
  return can(principal.grants, 'corrective-actions-view', r.storeId) || isAssignee(principal, r);
}

async function findAction(db: Db, id: number): Promise<Stored | undefined> {
  const [row] = await selectActions(db, eq(correctiveActions.id, id));
  return row;
}

/** The action if the caller may see it; a missing action and one of another store answer alike. */
async function visibleAction(db: Db, principal: Principal, id: number): Promise<Stored> {
  const row = await findAction(db, id);
  if (!row || !mayView(principal, row)) throw notFound('Action not found');
  return row;
}

function abilities(principal: Principal, r: Stored): Action['can'] {
  const edit = can(principal.grants, 'corrective-actions-edit', r.storeId);
  const verify = can(principal.grants, 'corrective-actions-verify', r.storeId);
  const works = edit || isAssignee(principal, r);
  const open = ACTION_OPEN_STATUSES.includes(r.status);
  return {
    edit,
    start: works && (r.status === 'open' || r.status === 'reopened'),
    close: works && open,
    verify: verify && r.status === 'done' && r.doneBy !== principal.userId,
    reopen: verify && (r.status === 'done' || r.status === 'verified'),
    comment: true,
  };
}

async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}

async function wholeAction(db: Db, principal: Principal, r: Stored): Promise<Action> {
  const [comments, photos, accountability] = await Promise.all([
    db
      .select()
      .from(correctiveActionComments)
      .where(eq(correctiveActionComments.actionId, r.id))
      .orderBy(asc(correctiveActionComments.id)),
    mediaFilesOf(db, OWNER_TYPE, [r.id]),
    accountabilityOf(db, RECORD_TYPE, [r]),
  ]);
  const names = await namesOf(db, [r.doneBy, r.verifiedBy, ...comments.map((c) => c.createdBy)]);
  const nameOf = (id: number | null) => (id != null && names.get(id)) || 'Unknown';
  return {
    ...toRow(r),
    description: r.description,
    evidence: r.evidence,
    done: r.doneAt ? { by: nameOf(r.doneBy), at: r.doneAt.toISOString(), note: r.doneNote } : null,
    verified: r.verifiedAt ? { by: nameOf(r.verifiedBy), at: r.verifiedAt.toISOString() } : null,
    comments: comments.map((c) => ({ id: c.id, body: c.body, by: nameOf(c.createdBy), at: c.createdAt.toISOString() })),
    photos: photos.get(r.id) ?? [],
    accountability: accountability.get(r.id) ?? { created: null, updated: null, history: [] },
    can: abilities(principal, r),
  };
}

export async function getAction(ctx: AppContext, principal: Principal, id: number): Promise<Action> {
  return wholeAction(ctx.db, principal, await visibleAction(ctx.db, principal, id));
}

export async function listActions(
  ctx: AppContext,
  principal: Principal,
  query: ActionListFilters,
): Promise<{ rows: ActionRow[]; total: number }> {
  requireAt(principal, 'corrective-actions-view', query.store_id);
  const scope = storeScope(principal, 'corrective-actions-view');
  if (scope !== 'all' && scope.length === 0) return { rows: [], total: 0 };
  const where: SQL[] = [isNull(stores.deletedAt)];
  if (scope !== 'all') where.push(inArray(correctiveActions.storeId, scope));
  if (query.store_id) where.push(eq(correctiveActions.storeId, query.store_id));
  if (query.status) where.push(eq(correctiveActions.status, query.status));
  if (query.open) where.push(sql`${correctiveActions.status} in ${OPEN}`);
  if (query.source) where.push(eq(correctiveActions.source, query.source));
  if (query.source_id) where.push(eq(correctiveActions.sourceId, query.source_id));
  if (query.assignee_id) where.push(eq(correctiveActions.assigneeUserId, query.assignee_id));
  if (query.overdue) where.push(sql`${correctiveActions.status} in ${OPEN} and ${correctiveActions.dueAt} < now()`);
  const condition = and(...where);
  const stillOpen = sql`${correctiveActions.status} in ${OPEN}`;
  // Overdue first, then the rest of the open ones: for open actions that is simply soonest due
  // first. Then the closed ones, latest due first. Two index-ordered reads, never a sort of all.
  const [[counted], openRows] = await Promise.all([
    ctx.db
      .select({ total: sql<number>`count(*)::int`, open: sql<number>`(count(*) filter (where ${stillOpen}))::int` })
      .from(correctiveActions)
      .innerJoin(stores, eq(stores.id, correctiveActions.storeId))
      .where(condition),
    selectActions(ctx.db, and(condition, stillOpen))
      .orderBy(asc(correctiveActions.dueAt), asc(correctiveActions.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const total = counted?.total ?? 0;
  const open = counted?.open ?? 0;
  const rows = [...openRows];
  const room = query.limit - rows.length;
  if (room > 0 && total > open && query.offset + rows.length < total)
    rows.push(
      ...(await selectActions(ctx.db, and(condition, sql`${correctiveActions.status} in ${CLOSED}`))
        .orderBy(desc(correctiveActions.dueAt), desc(correctiveActions.id))
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
  ctx: AppContext,
  principal: Principal,
  storeId: number | undefined,
): Promise<ActionSummary> {
  requireAt(principal, 'corrective-actions-view', storeId);
  const scope = storeScope(principal, 'corrective-actions-view');
  if (scope !== 'all' && scope.length === 0) return { open: 0, overdue: 0, stores: [] };
  const inScope = scope === 'all' ? sql`true` : sql`a.store_id = any(${`{${scope.join(',')}}`}::int[])`;
  const oneStore = storeId ? sql`a.store_id = ${storeId}` : sql`true`;
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
      count(*) filter (where a.status in ${OPEN} and a.due_at < now())::int as overdue,
      count(*) filter (where a.done_at >= now() - interval '90 days')::int as closed,
      percentile_cont(0.5) within group (order by extract(epoch from a.done_at - a.created_at) / 86400)
        filter (where a.done_at >= now() - interval '90 days') as median
    from corrective_actions a join stores s on s.id = a.store_id and s.deleted_at is null
    where ${inScope} and ${oneStore}
      and (a.status in ${OPEN} or (a.status in ('done', 'verified') and a.done_at >= now() - interval '90 days'))
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
export async function assigneesOf(ctx: AppContext, principal: Principal, storeId: number): Promise<ActionAssignees> {
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

async function checkAssignee(ctx: AppContext, storeId: number, input: ActionUpdate): Promise<void> {
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

export async function createAction(ctx: AppContext, principal: Principal, input: ActionCreate): Promise<Action> {
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
  ctx: AppContext,
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

interface MoveInput {
  move: 'start' | 'done' | 'verify' | 'reopen';
  note: string | null;
  file?: string | null;
  filename?: string | null;
}

/** Start, close with evidence, verify or reopen; each move is kept in the history with its author. */
export async function moveAction(ctx: AppContext, principal: Principal, id: number, input: MoveInput): Promise<Action> {
  const current = await visibleAction(ctx.db, principal, id);
  const may = abilities(principal, current);
  const edit = can(principal.grants, 'corrective-actions-edit', current.storeId);
  const verify = can(principal.grants, 'corrective-actions-verify', current.storeId);
  const works = edit || isAssignee(principal, current);
  const label = ACTION_STATUS_LABELS[current.status];
  let next: ActionStatus;
  const set: Partial<typeof correctiveActions.$inferInsert> = {};
  let comment: string | null = null;

  switch (input.move) {
    case 'start':
      if (!works) throw forbidden();
      if (!may.start) throw conflict(`An action that is ${label} cannot be started`);
      next = 'in-progress';
      break;
    case 'done':
      if (!works) throw forbidden();
      if (!may.close) throw conflict(`An action that is ${label} cannot be marked done`);
      if (current.evidence === 'note' && !input.note) {
        const message = 'Add a note of what was done';
        throw invalid(message, { note: [message] });
      }
      if (current.evidence === 'photo' && !input.file) {
        const message = 'Add a photo of the fix';
        throw invalid(message, { file: [message] });
      }
      next = 'done';
      Object.assign(set, { doneAt: new Date(), doneBy: principal.userId, doneNote: input.note ?? '' });
      break;
    case 'verify':
      if (!verify) throw forbidden();
      if (current.status !== 'done') throw conflict(`An action that is ${label} cannot be verified`);
      if (current.doneBy === principal.userId) throw forbidden('You closed this action: someone else must verify it');
      next = 'verified';
      Object.assign(set, { verifiedAt: new Date(), verifiedBy: principal.userId });
      break;
    case 'reopen':
      if (!verify) throw forbidden();
      if (!may.reopen) throw conflict(`An action that is ${label} cannot be reopened`);
      if (!input.note) {
        const message = 'Say why the action is reopened';
        throw invalid(message, { note: [message] });
      }
      next = 'reopened';
      comment = `Reopened: ${input.note}`;
      Object.assign(set, { doneAt: null, doneBy: null, doneNote: '', verifiedAt: null, verifiedBy: null });
      break;
  }
  const upload =
    input.file && input.move === 'done'
      ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, IMAGE_EXTENSIONS)
      : null;

  await ctx.db.transaction(async (tx) => {
    // The status read above must still hold: two people closing at once cannot both win.
    const changed = await tx
      .update(correctiveActions)
      .set({ ...set, status: next, updatedBy: principal.userId, updatedAt: new Date() })
      .where(and(eq(correctiveActions.id, id), eq(correctiveActions.status, current.status)))
      .returning({ id: correctiveActions.id });
    if (changed.length === 0) throw conflict('The action was changed meanwhile: reload it and try again');
    const before: Fields = { Status: ACTION_STATUS_LABELS[current.status] };
    const after: Fields = { Status: ACTION_STATUS_LABELS[next] };
    if (input.move === 'done' && input.note) {
      before['Done note'] = current.doneNote;
      after['Done note'] = input.note;
    }
    await recordChange(tx, {
      recordType: RECORD_TYPE,
      recordId: id,
      storeId: current.storeId,
      userId: principal.userId,
      before,
      after,
    });
    if (comment)
      await tx.insert(correctiveActionComments).values({ actionId: id, body: comment, createdBy: principal.userId });
    if (upload) await attachPhoto(ctx, tx, upload, current, principal);
  });
  return getAction(ctx, principal, id);
}

/** A photo of the action, in the transaction of the move or comment that brings it. */
function attachPhoto(ctx: AppContext, tx: Db, upload: AcceptedUpload, action: Stored, principal: Principal) {
  return attachMedia(ctx.config, tx, upload, {
    ownerType: OWNER_TYPE,
    ownerId: action.id,
    storeId: action.storeId,
    userId: principal.userId,
  });
}

/** A comment, a photo, or both, from anyone who may see the action. */
export async function commentOnAction(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: { body: string | null; file?: string | null; filename?: string | null },
): Promise<Action> {
  const current = await visibleAction(ctx.db, principal, id);
  if (!input.body && !input.file) {
    const message = 'Write a comment or add a photo';
    throw invalid(message, { body: [message] });
  }
  const upload = input.file
    ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, IMAGE_EXTENSIONS)
    : null;
  await ctx.db.transaction(async (tx) => {
    if (input.body)
      await tx.insert(correctiveActionComments).values({ actionId: id, body: input.body, createdBy: principal.userId });
    if (upload) await attachPhoto(ctx, tx, upload, current, principal);
  });
  return getAction(ctx, principal, id);
}
