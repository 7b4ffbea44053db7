import { and, eq, isNull, or } from 'drizzle-orm';
import { isKnownPermission, ROLE_ADMIN, type PermissionKey } from '@dripp/contract/permissions';
import { can, isAdmin } from '@dripp/domain/permissions';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles, userRoles, users, userStores } from '../db/schema/index';
import { chainWideGrants, type Principal } from './access';
import { conflict, forbidden, notFound } from './errors';
import { storeScope } from './store-people';

/*
 * People are not records of one store, so the store rule (DESIGN §5) is applied through their
 * links: a permission held at store A covers users whose access lies at A. Users with corporate
 * roles, and anything chain-wide (base roles), need the permission from a corporate role.
 */

export const callerIsAdmin = (principal: Principal) => isAdmin(principal.grants);

export interface TargetAccess {
  id: number;
  deletedAt: Date | null;
  baseRoleIds: number[];
  links: { storeId: number; roleId: number }[];
  holdsAdmin: boolean;
}

export async function loadTarget(db: Db, userId: number): Promise<TargetAccess | null> {
  const [user] = await db.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [base, links] = await Promise.all([
    db
      .select({ roleId: userRoles.roleId, code: roles.role })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ storeId: userStores.storeId, roleId: userStores.roleId, code: roles.role })
      .from(userStores)
      .innerJoin(roles, eq(roles.id, userStores.roleId))
      .where(eq(userStores.userId, userId)),
  ]);
  return {
    id: user.id,
    deletedAt: user.deletedAt,
    baseRoleIds: base.map((b) => b.roleId),
    links: links.map(({ storeId, roleId }) => ({ storeId, roleId })),
    holdsAdmin: [...base, ...links].some((r) => r.code === ROLE_ADMIN),
  };
}

/** Reading a person: chain-wide, or the permission at one of the stores they are linked to. */
export function canSee(principal: Principal, permission: PermissionKey, target: TargetAccess): boolean {
  if (target.id === principal.userId) return true;
  const scope = storeScope(principal, permission);
  return scope === 'all' || target.links.some((l) => scope.includes(l.storeId));
}

/**
 * Changing a person: chain-wide, or the permission at every store where they hold access and no
 * corporate role, so that a store's manager cannot take over a corporate account (by changing its
 * email, say). Only administrators change administrators.
 */
export function canManage(principal: Principal, permission: PermissionKey, target: TargetAccess): boolean {
  if (callerIsAdmin(principal)) return true;
  if (target.holdsAdmin) return false;
  const scope = storeScope(principal, permission);
  if (scope === 'all') return true;
  return (
    target.baseRoleIds.length === 0 && target.links.length > 0 && target.links.every((l) => scope.includes(l.storeId))
  );
}

/** Only administrators change an administrator's access. */
export function assertMayChange(principal: Principal, target: TargetAccess) {
  if (target.holdsAdmin && !callerIsAdmin(principal))
    throw forbidden('Only administrators may change an administrator');
}

export async function requireTarget(db: Db, userId: number) {
  const target = await loadTarget(db, userId);
  if (!target) throw notFound('User not found');
  return target;
}

export interface RoleFacts {
  id: number;
  name: string;
  role: string;
  requiresStore: boolean;
  permissionNames: string[];
}

export async function loadRole(db: Db, roleId: number): Promise<RoleFacts | null> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, role: roles.role, requiresStore: roles.requiresStore })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role) return null;
  const granted = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return { ...role, permissionNames: granted.map((g) => g.name) };
}

/**
 * Nobody hands out more than they hold: a non-administrator may give a role only if they hold
 * each of its permissions themselves (at that store, or chain-wide for a base role).
 */
export function canGrantRole(principal: Principal, role: RoleFacts, storeId: number | null): boolean {
  if (callerIsAdmin(principal)) return true;
  if (role.role === ROLE_ADMIN) return false;
  const grants = storeId === null ? chainWideGrants(principal.grants) : principal.grants;
  // Names read from the matrix; one no longer in the catalogue is held by administrators only.
  return role.permissionNames.every((p) => isKnownPermission(p) && can(grants, p, storeId));
}

/** Active users holding ROLE_ADMIN (as a base role or at a store). */
export async function activeAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.role, ROLE_ADMIN))
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roles.id)))
    .leftJoin(userStores, and(eq(userStores.userId, users.id), eq(userStores.roleId, roles.id)))
    .where(and(isNull(users.deletedAt), or(eq(userRoles.roleId, roles.id), eq(userStores.roleId, roles.id))));
  return rows.map((r) => r.id);
}

/**
 * Runs a change that may take away administrator access inside the caller's transaction, with the
 * admin role row locked so two such changes cannot each leave the other as "the last one".
 */
export async function keepingAnAdministrator<T>(tx: Db, change: () => Promise<T>): Promise<T> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE_ADMIN)).for('update');
  const before = await activeAdminIds(tx);
  const result = await change();
  if (before.length > 0 && (await activeAdminIds(tx)).length === 0) {
    throw conflict('The last administrator cannot be removed');
  }
  return result;
}
