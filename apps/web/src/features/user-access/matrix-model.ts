import { ROLE_ADMIN } from '@dripp/contract/permissions';
import { matrixCell, type Permission, type Role, type RolePermissionMatrix } from '@dripp/contract/roles';
import { groupOrder, permissionText, permissionWords } from './permission-words';

export interface RoleGroup {
  label: 'Corporate' | 'Store';
  roles: Role[];
}

export interface PermissionSection {
  type: string;
  rows: { permission: Permission; depth: number }[];
}

/** Role columns: Corporate roles first, then Store-level roles (spec 2 §2), each in the server's order. */
export function roleGroups(roles: Role[]): RoleGroup[] {
  const groups: RoleGroup[] = [
    { label: 'Corporate', roles: roles.filter((r) => !r.requiresStore) },
    { label: 'Store', roles: roles.filter((r) => r.requiresStore) },
  ];
  return groups.filter((g) => g.roles.length > 0);
}

function depthOf(permission: Permission, byId: Map<number, Permission>): number {
  let depth = 0;
  const seen = new Set<number>();
  for (let p = permission.parentId; p != null && !seen.has(p); p = byId.get(p)?.parentId ?? null) {
    seen.add(p);
    depth += 1;
  }
  return depth;
}

/**
 * Permission rows grouped as the side menu groups the screens they govern (Check Lists, Recipes,
 * Schematics, Management, Admin, then General), each row in the catalogue's order.
 */
export function permissionSections(permissions: Permission[]): PermissionSection[] {
  const byId = new Map(permissions.map((p) => [p.id, p]));
  const sections = new Map<string, PermissionSection>();
  for (const permission of permissions) {
    const { group } = permissionWords(permission, byId);
    const section = sections.get(group) ?? { type: group, rows: [] };
    section.rows.push({ permission, depth: depthOf(permission, byId) });
    sections.set(group, section);
  }
  return groupOrder(sections.keys()).map((group) => sections.get(group)!);
}

/** One role's changes between what the server holds and what is ticked now, as readable texts. */
export interface RoleChange {
  role: Role;
  gained: string[];
  lost: string[];
}

export function matrixChanges(
  matrix: RolePermissionMatrix,
  saved: ReadonlySet<string>,
  selection: ReadonlySet<string>,
): RoleChange[] {
  const byId = new Map(matrix.permissions.map((p) => [p.id, p]));
  const text = (p: Permission) => permissionText(permissionWords(p, byId));
  return matrix.roles
    .filter((role) => !isAdminRole(role))
    .map((role) => {
      const gained: string[] = [];
      const lost: string[] = [];
      for (const permission of matrix.permissions) {
        const cell = matrixCell(role.id, permission.id);
        if (selection.has(cell) && !saved.has(cell)) gained.push(text(permission));
        if (!selection.has(cell) && saved.has(cell)) lost.push(text(permission));
      }
      return { role, gained, lost };
    })
    .filter((change) => change.gained.length > 0 || change.lost.length > 0);
}

export const isAdminRole = (role: Role) => role.role === ROLE_ADMIN;

/** The ticked cells as the server sent them, with the administrator's column always full. */
export function initialSelection(matrix: RolePermissionMatrix): Set<string> {
  const cells = new Set(matrix.rolePermissions.map((pair) => matrixCell(pair.roleId, pair.permissionId)));
  for (const role of matrix.roles.filter(isAdminRole))
    for (const permission of matrix.permissions) cells.add(matrixCell(role.id, permission.id));
  return cells;
}

/**
 * One click on a cell (spec 2 §5): ticking a permission ticks its parent (and the parent's parent);
 * unticking one unticks its children (and theirs). The administrator's column never changes.
 */
export function toggleCell(
  selection: ReadonlySet<string>,
  role: Role,
  permissionId: number,
  checked: boolean,
  permissions: Permission[],
): Set<string> {
  const next = new Set(selection);
  if (isAdminRole(role)) return next;
  if (checked) {
    const parentOf = new Map(permissions.map((p) => [p.id, p.parentId]));
    const seen = new Set<number>();
    for (let p: number | null | undefined = permissionId; p != null && !seen.has(p); p = parentOf.get(p)) {
      seen.add(p);
      next.add(matrixCell(role.id, p));
    }
  } else {
    const children = new Map<number, number[]>();
    for (const p of permissions) {
      if (p.parentId == null) continue;
      children.set(p.parentId, [...(children.get(p.parentId) ?? []), p.id]);
    }
    const queue = [permissionId];
    const seen = new Set<number>();
    while (queue.length) {
      const p = queue.shift()!;
      if (seen.has(p)) continue;
      seen.add(p);
      next.delete(matrixCell(role.id, p));
      queue.push(...(children.get(p) ?? []));
    }
  }
  return next;
}

export function sameSelection(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const cell of a) if (!b.has(cell)) return false;
  return true;
}
