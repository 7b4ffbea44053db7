import { eq, inArray } from 'drizzle-orm';
import { PERMISSION_CATALOGUE, STANDARD_ROLES } from '@dripp/contract/permissions';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema/index';
import { STANDARD_GRANTS } from './standard-grants';

/**
 * Brings the permission catalogue and the standard roles up to date on every start. Grants are
 * given to a standard role only when the role is first created, so the matrix stays the
 * administrators' to change.
 */
export async function syncCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSION_CATALOGUE.map((p) => ({ name: p.name, permissionType: p.type })))
      .onConflictDoNothing();
    const rows = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
    const idOf = new Map(rows.map((r) => [r.name, r.id]));
    for (const p of PERMISSION_CATALOGUE) {
      await tx
        .update(permissions)
        .set({ permissionType: p.type, parentId: p.parent ? (idOf.get(p.parent) ?? null) : null })
        .where(eq(permissions.id, idOf.get(p.name)!));
    }

    const created = await tx
      .insert(roles)
      .values(STANDARD_ROLES.map((r) => ({ ...r, isStandardRole: true })))
      .onConflictDoNothing()
      .returning({ id: roles.id, role: roles.role });
    for (const role of created) {
      const names = STANDARD_GRANTS[role.role] ?? [];
      const ids = names.map((n) => idOf.get(n)).filter((id): id is number => id !== undefined);
      if (ids.length)
        await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
    await tx
      .update(roles)
      .set({ isStandardRole: true })
      .where(
        inArray(
          roles.role,
          STANDARD_ROLES.map((r) => r.role),
        ),
      );
  });
}
