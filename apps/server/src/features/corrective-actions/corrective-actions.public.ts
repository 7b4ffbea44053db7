import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import {
  ACTION_OPEN_STATUSES,
  type ActionEvidence,
  type ActionPriority,
  type ActionSource,
} from '@dripp/contract/corrective-actions';
import { ROLE_MANAGER } from '@dripp/contract/permissions';
import type { Db } from '../../db/client';
import { actionSettings, correctiveActions, roles, userRoles, users, userStores } from '../../db/schema/index';
import { recordChange } from '../../platform/history';
import { fullName } from '../../platform/store-people';

/*
 * What corrective actions offer the other features: raising actions from failures, inside the
 * transaction that records the failure, and giving back the actions of a person who no longer
 * reaches their store. Every raised action has a natural key (source, source id, source key), so
 * saving the same record again, or a second worker finding the same missed checklist, adds nothing.
 * Each source's own rule (which failure raises what) lives in its feature.
 */

/** The history's name for an action (platform/history.ts). */
export const ACTION_RECORD_TYPE = 'corrective-action';

export interface RaisedAction {
  storeId: number;
  title: string;
  description: string;
  source: Exclude<ActionSource, 'manual'>;
  sourceId: number;
  sourceKey: string;
  sourceLabel: string;
  assigneeRoleId: number | null;
  priority: ActionPriority;
  dueAt: Date;
  evidence: ActionEvidence;
  createdBy: number | null;
}

/** Inserts the actions not raised before; answers the ids of the new ones. */
export async function raiseActions(tx: Db, actions: RaisedAction[]): Promise<number[]> {
  if (actions.length === 0) return [];
  const rows = await tx
    .insert(correctiveActions)
    .values(actions.map((a) => ({ ...a, updatedBy: a.createdBy })))
    .onConflictDoNothing()
    .returning({ id: correctiveActions.id });
  return rows.map((r) => r.id);
}

/** The chain's settings (a single row, made by the migration). */
export async function chainActionSettings(db: Db) {
  const [row] = await db.select().from(actionSettings).where(eq(actionSettings.id, 1));
  return row ?? { cashCountActions: false, cashToleranceCents: 500, missedChecklistActions: false };
}

/** The standard Manager role, to which the actions raised for a store are given. */
export async function managerRoleId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE_MANAGER));
  return row?.id ?? null;
}

/** A role still held at the store by an active person other than `userId`. */
async function roleHeldAt(tx: Db, storeId: number, roleId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userStores.userId })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .where(and(eq(userStores.storeId, storeId), eq(userStores.roleId, roleId), ne(userStores.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Access follows the store link (decision 184): the open actions given by name to a person who no
 * longer reaches their store (no link there, no corporate role) go back to the store: to the role
 * the person held there (`removedLinks`) while someone else at the store holds it, else to
 * the store's managers, each with a history entry. Call in the transaction that changes the
 * person's links or roles, after the change. Answers the ids of the actions given back.
 */
export async function releaseActionsOutOfReach(
  tx: Db,
  change: { userId: number; by: number; removedLinks?: readonly { storeId: number; roleId: number }[] },
): Promise<number[]> {
  const { userId, by } = change;
  const [corporate] = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.requiresStore, false)))
    .limit(1);
  if (corporate) return [];
  const linked = tx.select({ storeId: userStores.storeId }).from(userStores).where(eq(userStores.userId, userId));
  const lost = await tx
    .select({
      id: correctiveActions.id,
      storeId: correctiveActions.storeId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(correctiveActions)
    .innerJoin(users, eq(users.id, correctiveActions.assigneeUserId))
    .where(
      and(
        eq(correctiveActions.assigneeUserId, userId),
        inArray(correctiveActions.status, [...ACTION_OPEN_STATUSES]),
        notInArray(correctiveActions.storeId, linked),
      ),
    )
    .for('update', { of: correctiveActions });
  if (lost.length === 0) return [];
  const managers = await managerRoleId(tx);
  const roleOf = new Map<number, number | null>();
  for (const storeId of new Set(lost.map((a) => a.storeId))) {
    const held = change.removedLinks?.find((l) => l.storeId === storeId)?.roleId;
    roleOf.set(storeId, held !== undefined && (await roleHeldAt(tx, storeId, held, userId)) ? held : managers);
  }
  const roleIds = [...new Set([...roleOf.values()].filter((id): id is number => id != null))];
  const names = new Map(
    roleIds.length
      ? (await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))).map((r) => [
          r.id,
          r.name,
        ])
      : [],
  );
  for (const action of lost) {
    const roleId = roleOf.get(action.storeId) ?? null;
    await tx
      .update(correctiveActions)
      .set({ assigneeUserId: null, assigneeRoleId: roleId, updatedBy: by, updatedAt: new Date() })
      .where(eq(correctiveActions.id, action.id));
    await recordChange(tx, {
      recordType: ACTION_RECORD_TYPE,
      recordId: action.id,
      storeId: action.storeId,
      userId: by,
      before: { Assignee: fullName(action) },
      after: { Assignee: (roleId != null && names.get(roleId)) || '' },
    });
  }
  return lost.map((a) => a.id);
}
