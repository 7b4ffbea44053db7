import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTION_OPEN_STATUSES, type Action, type ActionRow } from '@dripp/contract/corrective-actions';
import { dueItemLink, type DueItem } from '@dripp/contract/store-day';
import { pages } from '@dripp/contract/pages';
import { can } from '@dripp/domain/permissions';
import { storeDateTime } from '@dripp/domain/dates';
import type { Db } from '../../db/client';
import { correctiveActionComments, correctiveActions, roles, stores, users } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { actorOf, isFirstPerson, selfOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { ACTION_RECORD_TYPE } from './corrective-actions.public';
import { notFound } from '../../platform/errors';
import { accountabilityOf } from '../../platform/history';
import { mediaFilesOf } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';
import { fullName } from '../../platform/store-people';
import { storeTimeZone } from '../../platform/store-time';
import { OPEN_ACTION_STATUSES as OPEN, overdueAction } from '../overview/measures.public';

/*
 * One corrective action as the service reads it: its row with store, assignee and role, what the
 * caller may do to it, and the whole answer with comments, photos and history.
 */

export const RECORD_TYPE = ACTION_RECORD_TYPE;
export const OWNER_TYPE = 'corrective-action';

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

export { OPEN };
export const CLOSED = sql.raw(`('done', 'verified')`);
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
};

export type Stored = Awaited<ReturnType<typeof selectActions>>[number];

/** The actions that match `where`, each with whether it is overdue at `now`. */
export function selectActions(db: Db, where: SQL | undefined, now = new Date()) {
  return db
    .select({ ...columns, overdue: sql<boolean>`(${overdueAction(now, 'corrective_actions')})` })
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
    case 'food-safety': {
      // `reading:2026-11-28` or `cooling:2026-11-28`: the store day's food-safety page.
      const date = (row.sourceKey ?? '').split(':')[1];
      return date ? pages.foodSafety.href(row.storeId, date) : null;
    }
    case 'manual':
      return null;
  }
}

export function toRow(r: Stored): ActionRow {
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

/** Whether one of the person's roles reaches the store: a link there, a corporate role, or admin. */
function reaches(grants: Actor['grants'], storeId: number): boolean {
  return grants.some((set) =>
    Object.values(set).some((entry) => !entry.requires_store || entry.store_ids.includes(storeId)),
  );
}

/**
 * Given the action: the person it names, or someone holding its role at its store. Either way
 * only while they are linked to the store (decision 184): access follows the store link.
 */
export function isAssignee(who: Actor, r: Pick<Stored, 'assigneeUserId' | 'assigneeRoleCode' | 'storeId'>): boolean {
  if (r.assigneeUserId === who.userId) return reaches(who.grants, r.storeId);
  if (!r.assigneeRoleCode) return false;
  return who.grants.some((set) => {
    const entry = set[r.assigneeRoleCode!];
    return !!entry && (!entry.requires_store || entry.store_ids.includes(r.storeId));
  });
}

/** The signed-in person may see what they were given; on a PIN session, so may the PIN holder. */
function mayView(principal: Principal, r: Stored): boolean {
  return (
    can(principal.grants, 'corrective-actions-view', r.storeId) ||
    isAssignee(selfOf(principal), r) ||
    isAssignee(actorOf(principal), r)
  );
}

export async function findAction(db: Db, id: number, now?: Date): Promise<Stored | undefined> {
  const [row] = await selectActions(db, eq(correctiveActions.id, id), now);
  return row;
}

/** The action if the caller may see it; a missing action and one of another store answer alike. */
export async function visibleAction(db: Db, principal: Principal, id: number, now?: Date): Promise<Stored> {
  const row = await findAction(db, id, now);
  if (!row || !mayView(principal, row)) throw notFound('Action not found');
  return row;
}

/** What the caller may do; every move is the actor's (platform/actor.ts), so it is judged by their grants. */
/** Whether the person may start and close the action: an editor at its store, or its assignee. */
export function worksOn(who: Actor, r: Stored): boolean {
  return can(who.grants, 'corrective-actions-edit', r.storeId) || isAssignee(who, r);
}

export function abilities(principal: Principal, r: Stored): Action['can'] {
  const actor = actorOf(principal);
  const works = worksOn(actor, r);
  const verify = can(actor.grants, 'corrective-actions-verify', r.storeId);
  const open = ACTION_OPEN_STATUSES.includes(r.status);
  return {
    edit: can(principal.grants, 'corrective-actions-edit', r.storeId),
    start: works && (r.status === 'open' || r.status === 'reopened'),
    close: works && open,
    verify: verify && r.status === 'done' && !isFirstPerson(actor, r.doneBy),
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

export async function getAction(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  id: number,
): Promise<Action> {
  return wholeAction(ctx.db, principal, await visibleAction(ctx.db, principal, id, ctx.now()));
}
