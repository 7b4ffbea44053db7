import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users, userStores } from '../../db/schema/index';
import { requireChainWide, type Principal } from '../../platform/access';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import {
  assertMayChange,
  canGrantRole,
  keepingAnAdministrator,
  loadRole,
  requireTarget,
  type RoleFacts,
} from '../../platform/people-access';
import { releaseActionsOutOfReach } from '../corrective-actions/corrective-actions.public';
import { assertMayLinkToStore, assertMayUnlinkFromStore } from '../../platform/store-links';
import { requireActiveStore } from '../../platform/store-people';

const chooseRole = () => invalid('Choose a role', { role_id: ['Choose a role'] });
const beyondCaller = () => forbidden('This role has permissions you do not hold');

async function requireRole(db: Db, roleId: number | null): Promise<RoleFacts> {
  if (!roleId) throw chooseRole();
  const role = await loadRole(db, roleId);
  if (!role) throw invalid('Role not found', { role_id: ['Role not found'] });
  return role;
}

/** Records who changed the user's access; a role given or taken ends the user's sessions. */
const touch = (db: Db, principal: Principal, userId: number) =>
  db
    .update(users)
    .set({ updatedBy: principal.userId, updatedAt: new Date(), sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));

/**
 * Links a user to a store with a store-level role, or changes the role they hold there, under the
 * one store-link rule (platform/store-links.ts) with users-edit at that store.
 */
export async function linkStore(
  db: Db,
  principal: Principal | null,
  userId: number,
  storeId: number,
  roleId: number | null,
) {
  const caller = await assertMayLinkToStore(db, principal, 'users-edit', { userId, storeId, roleId });
  await requireActiveStore(db, storeId);

  await db.transaction(async (tx) => {
    await tx
      .insert(userStores)
      .values({ userId, storeId, roleId: roleId! })
      .onConflictDoUpdate({ target: [userStores.userId, userStores.storeId], set: { roleId: roleId! } });
    await touch(tx, caller, userId);
  });
}

export async function unlinkStore(db: Db, principal: Principal | null, userId: number, storeId: number) {
  const caller = await assertMayUnlinkFromStore(db, principal, 'users-edit', { userId, storeId });
  await db.transaction((tx) =>
    keepingAnAdministrator(tx, async () => {
      const removed = await tx
        .delete(userStores)
        .where(and(eq(userStores.userId, userId), eq(userStores.storeId, storeId)))
        .returning({ storeId: userStores.storeId, roleId: userStores.roleId });
      await touch(tx, caller, userId);
      await releaseActionsOutOfReach(tx, { userId, by: caller.userId, removedLinks: removed });
    }),
  );
}

/** Base roles apply at every store, so giving or taking one needs users-edit chain-wide. */
export async function linkRole(db: Db, principal: Principal | null, userId: number, roleId: number) {
  const caller = requireChainWide(principal, 'users-edit');
  const role = await requireRole(db, roleId);
  const target = await requireTarget(db, userId);
  if (target.deletedAt) throw conflict('Restore this user before linking them');
  assertMayChange(caller, target);
  if (role.requiresStore)
    throw invalid('A store-level role is linked through a store', { role_id: ['Choose a corporate role'] });
  if (!canGrantRole(caller, role, null)) throw beyondCaller();

  await db.transaction(async (tx) => {
    await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
    await touch(tx, caller, userId);
  });
}

export async function unlinkRole(db: Db, principal: Principal | null, userId: number, roleId: number) {
  const caller = requireChainWide(principal, 'users-edit');
  if (!roleId) throw chooseRole();
  const target = await requireTarget(db, userId);
  assertMayChange(caller, target);
  if (!target.baseRoleIds.includes(roleId)) throw notFound('This user does not hold that role');
  if (!canGrantRole(caller, (await loadRole(db, roleId))!, null)) throw beyondCaller();

  await db.transaction((tx) =>
    keepingAnAdministrator(tx, async () => {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
      await touch(tx, caller, userId);
      // A corporate role reached every store: the actions at stores the person is not linked to go back.
      await releaseActionsOutOfReach(tx, { userId, by: caller.userId });
    }),
  );
}
