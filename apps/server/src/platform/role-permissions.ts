import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UserRolePermissionData } from '@dripp/contract/session';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles, stores, userRoles, userStores } from '../db/schema/index';

/**
 * Builds `{ [roleCode]: { permissions, requires_store, store_ids } }` for one user from their
 * base roles and their store links (deactivated stores grant nothing).
 */
export async function loadRolePermissionData(db: Db, userId: number): Promise<UserRolePermissionData> {
  const [baseRoles, links] = await Promise.all([
    db
      .select({ roleId: roles.id, role: roles.role, requiresStore: roles.requiresStore })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ roleId: roles.id, role: roles.role, requiresStore: roles.requiresStore, storeId: userStores.storeId })
      .from(userStores)
      .innerJoin(roles, eq(roles.id, userStores.roleId))
      .innerJoin(stores, and(eq(stores.id, userStores.storeId), isNull(stores.deletedAt)))
      .where(eq(userStores.userId, userId)),
  ]);

  const roleIds = [...new Set([...baseRoles, ...links].map((r) => r.roleId))];
  const grants = roleIds.length
    ? await db
        .select({ roleId: rolePermissions.roleId, name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];

  const data: UserRolePermissionData = {};
  const entryFor = (r: { roleId: number; role: string; requiresStore: boolean }) =>
    (data[r.role] ??= {
      permissions: grants.filter((g) => g.roleId === r.roleId).map((g) => g.name),
      requires_store: r.requiresStore,
      store_ids: [],
    });
  for (const r of baseRoles) entryFor(r);
  for (const link of links) {
    const entry = entryFor(link);
    if (!entry.store_ids.includes(link.storeId)) entry.store_ids.push(link.storeId);
  }
  return data;
}
