import { eq, inArray } from 'drizzle-orm';
import { PERMISSION_CATALOGUE, STANDARD_ROLES } from '@dripp/contract/permissions';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema/index';
import { STANDARD_GRANTS } from './standard-grants';

/**
 * Brings the permission catalogue and the standard roles up to date on every start. Grants are
 * given to a standard role only when the role or the permission is first created, so the matrix
 * stays the administrators' to change.
 */
export async function syncCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(permissions)
      .values(PERMISSION_CATALOGUE.map((p) => ({ name: p.name, permissionType: p.type })))
      .onConflictDoNothing()
      .returning({ name: permissions.name });
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
    // A key new to this install goes to the standard roles that already exist, as on a fresh one.
    const newKeys = new Set(added.map((p) => p.name));
    const existing = newKeys.size
      ? await tx
          .select({ id: roles.id, role: roles.role })
          .from(roles)
          .where(
            inArray(
              roles.role,
              STANDARD_ROLES.map((r) => r.role),
            ),
          )
      : [];
    const createdIds = new Set(created.map((r) => r.id));
    for (const role of existing.filter((r) => !createdIds.has(r.id))) {
      const ids = (STANDARD_GRANTS[role.role] ?? []).filter((n) => newKeys.has(n)).map((n) => idOf.get(n)!);
      if (ids.length)
        await tx
          .insert(rolePermissions)
          .values(ids.map((permissionId) => ({ roleId: role.id, permissionId })))
          .onConflictDoNothing();
    }
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
