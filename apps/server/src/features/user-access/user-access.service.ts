import { asc, eq, ne, notInArray } from 'drizzle-orm';
import { ROLE_ADMIN } from '@dripp/contract/permissions';
import type { RolePermissionMatrix, RolePermissionPair } from '@dripp/contract/roles';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import { invalid } from '../../platform/errors';
import { roleColumns } from '../../platform/role-permissions';

const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  permissionType: permissions.permissionType,
  parentId: permissions.parentId,
};

export async function readMatrix(db: Db, principal: Principal | null): Promise<RolePermissionMatrix> {
  requireAt(principal, 'user-access-view');
  const [roleRows, permissionRows, pairs] = await Promise.all([
    db.select(roleColumns).from(roles).orderBy(asc(roles.id)),
    db.select(permissionColumns).from(permissions).orderBy(asc(permissions.id)),
    db
      .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(ne(roles.role, ROLE_ADMIN))
      .orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permissionId)),
  ]);
  // The administrator passes every check whatever is stored, so its column shows exactly that.
  const admin = roleRows.find((r) => r.role === ROLE_ADMIN);
  const adminPairs: RolePermissionPair[] = admin
    ? permissionRows.map((p) => ({ roleId: admin.id, permissionId: p.id }))
    : [];
  return { roles: roleRows, permissions: permissionRows, rolePermissions: [...adminPairs, ...pairs] };
}

/**
 * Replaces every grant of every role but the administrator's with the ticked cells, in one
 * transaction. A ticked child brings its parent (and the parent's parent). Cells of the
 * administrator's column are ignored: that role always holds everything. Callers' permissions
 * are loaded on each request, so the change applies from their next request on.
 */
export async function saveMatrix(db: Db, principal: Principal | null, cells: string[]): Promise<void> {
  requireChainWide(principal, 'user-access-update');
  await db.transaction(async (tx) => {
    // Locking the roles serialises saves, and keeps a role from being deleted mid-save.
    const roleRows = await tx.select({ id: roles.id, role: roles.role }).from(roles).for('update');
    const permissionRows = await tx.select({ id: permissions.id, parentId: permissions.parentId }).from(permissions);
    const adminIds = new Set(roleRows.filter((r) => r.role === ROLE_ADMIN).map((r) => r.id));
    const roleIds = new Set(roleRows.map((r) => r.id));
    const parentOf = new Map(permissionRows.map((p) => [p.id, p.parentId]));

    const unknown: string[] = [];
    const wanted = new Map<string, RolePermissionPair>();
    for (const cell of cells) {
      const [roleId, permissionId] = cell.split('_').map(Number) as [number, number];
      if (!roleIds.has(roleId) || !parentOf.has(permissionId)) {
        unknown.push(cell);
        continue;
      }
      if (adminIds.has(roleId)) continue;
      const seen = new Set<number>();
      for (let p: number | null | undefined = permissionId; p != null && !seen.has(p); p = parentOf.get(p)) {
        seen.add(p);
        wanted.set(`${roleId}_${p}`, { roleId, permissionId: p });
      }
    }
    if (unknown.length) {
      const message = `Unknown role or permission: ${unknown.slice(0, 5).join(', ')}`;
      throw invalid(message, { selectedRolePermissions: [message] });
    }

    await tx
      .delete(rolePermissions)
      .where(adminIds.size ? notInArray(rolePermissions.roleId, [...adminIds]) : undefined);
    const rows = [...wanted.values()];
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(rolePermissions).values(rows.slice(i, i + 1000));
  });
}
