import { useMemo } from 'react';
import { ROLE_ADMIN, ROLE_MANAGER, type PermissionKey } from '@dripp/contract/permissions';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { can, canAny, isAdmin, isCorporate } from '@dripp/domain/permissions';
import { useSession, type Session } from './session';

export interface Permissions {
  /** The normal grants and, when a manager signed in with a PIN, the management grants. */
  grants: UserRolePermissionData[];
  /** The one rule (DESIGN §5): without a store, any grant passes. */
  can: (permission: PermissionKey, storeId?: number | null) => boolean;
  canAny: (permissions: readonly PermissionKey[], storeId?: number | null) => boolean;
  isAdmin: boolean;
  /** Any role without a store requirement (spec 1 §1); sees the Global recipe store. */
  isCorporate: boolean;
  /** ROLE_ADMIN or ROLE_MANAGER among the user's roles (token roles or permission data). */
  isAdminOrManager: boolean;
  hasManagementToken: boolean;
}

export function permissionsOf(session: Session): Permissions {
  const grants = [session.permissions, session.managementPermissions];
  const roles = new Set([...session.roles, ...Object.keys(session.permissions)]);
  return {
    grants,
    can: (permission, storeId) => can(grants, permission, storeId),
    canAny: (permissions, storeId) => canAny(grants, permissions, storeId),
    isAdmin: isAdmin(grants),
    isCorporate: isCorporate(session.permissions),
    isAdminOrManager: roles.has(ROLE_ADMIN) || roles.has(ROLE_MANAGER),
    hasManagementToken: Boolean(session.managementToken),
  };
}

export function usePermissions(): Permissions {
  const session = useSession();
  return useMemo(() => permissionsOf(session), [session]);
}
