import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, userRoles, users, userStores } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import {
  callerIsAdmin,
  canGrantRole,
  keepingAnAdministrator,
  loadRole,
  requireTarget,
  storeScope,
  type RoleFacts,
  type TargetAccess,
} from './users.access';

const chooseRole = () => invalid('Choose a role', { role_id: ['Choose a role'] });
const beyondCaller = () => forbidden('This role has permissions you do not hold');

/**
 * A store-level holder of users-edit links only people who are theirs already or nobody's: not a
 * user with a corporate role, nor one who works at a store outside the caller's reach.
 */
function assertMayPullIn(principal: Principal, target: TargetAccess) {
  const scope = storeScope(principal, 'users-edit');
  if (scope === 'all') return;
  if (target.baseRoleIds.length > 0)
    throw forbidden('This user holds a corporate role; only a corporate holder of users-edit can link them to a store');
  if (target.links.some((link) => !scope.includes(link.storeId)))
    throw forbidden('This user works at another store; only a corporate holder of users-edit can link them to yours');
}

/** Only administrators change an administrator's access. */
function assertMayChange(principal: Principal, target: TargetAccess) {
  if (target.holdsAdmin && !callerIsAdmin(principal))
    throw forbidden('Only administrators may change an administrator');
}

async function requireRole(db: Db, roleId: number | null): Promise<RoleFacts> {
  if (!roleId) throw chooseRole();
  const role = await loadRole(db, roleId);
  if (!role) throw invalid('Role not found', { role_id: ['Role not found'] });
  return role;
}

const touch = (db: Db, principal: Principal, userId: number) =>
  db.update(users).set({ updatedBy: principal.userId, updatedAt: new Date() }).where(eq(users.id, userId));

/**
 * Links a user to a store with a store-level role, or changes the role they hold there. Needs
 * users-edit at that store, and both the old and the new role within the caller's own reach.
 */
export async function linkStore(
  db: Db,
  principal: Principal | null,
  userId: number,
  storeId: number,
  roleId: number | null,
) {
  const caller = requireAt(principal, 'users-edit', storeId);
  if (!roleId) throw chooseRole();
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deletedAt)));
  if (!store) throw notFound('Store not found');
  const target = await requireTarget(db, userId);
  if (target.deletedAt) throw conflict('Restore this user before linking them');
  assertMayChange(caller, target);
  assertMayPullIn(caller, target);
  const role = await requireRole(db, roleId);
  // A corporate role linked at a store would apply at every store: links carry store-level roles.
  if (!role.requiresStore) throw invalid('Choose a store-level role', { role_id: ['Choose a store-level role'] });
  if (!canGrantRole(caller, role, storeId)) throw beyondCaller();
  const current = target.links.find((l) => l.storeId === storeId);
  if (current && !canGrantRole(caller, (await loadRole(db, current.roleId))!, storeId)) throw beyondCaller();

  await db.transaction(async (tx) => {
    await tx
      .insert(userStores)
      .values({ userId, storeId, roleId })
      .onConflictDoUpdate({ target: [userStores.userId, userStores.storeId], set: { roleId } });
    await touch(tx, caller, userId);
  });
}

export async function unlinkStore(db: Db, principal: Principal | null, userId: number, storeId: number) {
  const caller = requireAt(principal, 'users-edit', storeId);
  const target = await requireTarget(db, userId);
  assertMayChange(caller, target);
  const current = target.links.find((l) => l.storeId === storeId);
  if (!current) throw notFound('This user is not linked to the store');
  if (!canGrantRole(caller, (await loadRole(db, current.roleId))!, storeId)) throw beyondCaller();

  await db.transaction((tx) =>
    keepingAnAdministrator(tx, async () => {
      await tx.delete(userStores).where(and(eq(userStores.userId, userId), eq(userStores.storeId, storeId)));
      await touch(tx, caller, userId);
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
    }),
  );
}
