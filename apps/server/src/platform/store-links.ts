import type { PermissionKey } from '@dripp/contract/permissions';
import type { Db } from '../db/client';
import { requireAt, type Principal } from './access';
import { conflict, forbidden, invalid, notFound } from './errors';
import {
  assertMayChange,
  canGrantRole,
  loadRole,
  requireTarget,
  type RoleFacts,
  type TargetAccess,
} from './people-access';
import { storeScope } from './store-people';

/*
 * The one rule for putting a person at a store with a role, or taking them off it, whichever route
 * asks: POST /users (a new user with a store), POST|DELETE /users/{id}/stores/{storeId}/link and
 * POST|DELETE /stores/{id}/users/{userId}/link. Each route names the permission it is guarded by;
 * the rule is the same for all of them (a test walks every such route with the same links).
 */

const chooseRole = () => invalid('Choose a role', { role_id: ['Choose a role'] });
const beyondCaller = () => forbidden('This role has permissions you do not hold at this store');

/**
 * A store-level holder of the permission links only people who are theirs already or nobody's:
 * not a user with a corporate role, nor one who works at a store outside the caller's reach.
 */
function assertMayPullIn(caller: Principal, permission: PermissionKey, target: TargetAccess) {
  const scope = storeScope(caller, permission);
  if (scope === 'all') return;
  if (target.baseRoleIds.length > 0)
    throw forbidden(
      `This user holds a corporate role; only a corporate holder of ${permission} can link them to a store`,
    );
  if (target.links.some((link) => !scope.includes(link.storeId)))
    throw forbidden(
      `This user works at another store; only a corporate holder of ${permission} can link them to yours`,
    );
}

async function storeRole(db: Db, roleId: number | null): Promise<RoleFacts> {
  if (!roleId) throw chooseRole();
  const role = await loadRole(db, roleId);
  if (!role) throw invalid('Role not found', { role_id: ['Role not found'] });
  // A corporate role linked at a store would apply at every store: links carry store-level roles.
  if (!role.requiresStore) throw invalid('Choose a store-level role', { role_id: ['Choose a store-level role'] });
  return role;
}

/** The role the person holds at the store now must be within the caller's reach too. */
async function assertCurrentWithinReach(db: Db, caller: Principal, target: TargetAccess, storeId: number) {
  const current = target.links.find((l) => l.storeId === storeId);
  if (current && !canGrantRole(caller, (await loadRole(db, current.roleId))!, storeId)) throw beyondCaller();
  return current;
}

/**
 * Checks that the caller may link `userId` (an existing person; absent for a user being created)
 * to the store with the role, or change the role they hold there. Answers the caller.
 */
export async function assertMayLinkToStore(
  db: Db,
  principal: Principal | null,
  permission: PermissionKey,
  link: { userId?: number; storeId: number; roleId: number | null },
): Promise<Principal> {
  const caller = requireAt(principal, permission, link.storeId);
  const role = await storeRole(db, link.roleId);
  if (link.userId !== undefined) {
    const target = await requireTarget(db, link.userId);
    if (target.deletedAt) throw conflict('Restore this user before linking them');
    assertMayChange(caller, target);
    assertMayPullIn(caller, permission, target);
    await assertCurrentWithinReach(db, caller, target, link.storeId);
  }
  if (!canGrantRole(caller, role, link.storeId)) throw beyondCaller();
  return caller;
}

/** Checks that the caller may take `userId` off the store. Answers the caller. */
export async function assertMayUnlinkFromStore(
  db: Db,
  principal: Principal | null,
  permission: PermissionKey,
  link: { userId: number; storeId: number },
): Promise<Principal> {
  const caller = requireAt(principal, permission, link.storeId);
  const target = await requireTarget(db, link.userId);
  assertMayChange(caller, target);
  if (!(await assertCurrentWithinReach(db, caller, target, link.storeId)))
    throw notFound('This user is not linked to the store');
  return caller;
}
