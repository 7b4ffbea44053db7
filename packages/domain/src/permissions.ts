import { ALLOW_FOR_ALL, ROLE_ADMIN, type PermissionKey } from '@dripp/contract/permissions';
import type { UserRolePermissionData } from '@dripp/contract/session';

type Grants = UserRolePermissionData | readonly UserRolePermissionData[];

function asList(grants: Grants): readonly UserRolePermissionData[] {
  return Array.isArray(grants) ? grants : [grants as UserRolePermissionData];
}

/**
 * The one permission rule (DESIGN §5), used by every server route and by the client's menus.
 * A permission passes for store S if the user is ROLE_ADMIN, the key is allow-for-all, a corporate
 * role (requires_store false) grants it, or the role linked to the user at S grants it. Without a
 * store, any grant passes. Management-token permissions are passed as further grants.
 */
export function can(grants: Grants, permission: PermissionKey, storeId?: number | null): boolean {
  const sets = asList(grants);
  if (permission === ALLOW_FOR_ALL) return true;
  return sets.some((set) =>
    Object.entries(set as UserRolePermissionData).some(([role, entry]) => {
      if (role === ROLE_ADMIN) return true;
      if (!entry.permissions.includes(permission)) return false;
      if (!entry.requires_store || storeId == null) return true;
      return entry.store_ids.includes(storeId);
    }),
  );
}

export function canAny(grants: Grants, permissions: readonly PermissionKey[], storeId?: number | null): boolean {
  return permissions.some((p) => can(grants, p, storeId));
}

/** Stores (from the candidates) at which the permission passes. */
export function storesWhere(grants: Grants, permission: PermissionKey, storeIds: readonly number[]): number[] {
  return storeIds.filter((id) => can(grants, permission, id));
}

export function isAdmin(grants: Grants): boolean {
  return asList(grants).some((set) => ROLE_ADMIN in set);
}

/** A user is corporate if any of their roles does not require a store (spec 1 §1). */
export function isCorporate(grants: UserRolePermissionData): boolean {
  return Object.values(grants).some((entry) => !entry.requires_store);
}
