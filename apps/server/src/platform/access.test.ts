import { describe, expect, it } from 'vitest';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { HttpError } from './errors';
import { holdsChainWide, requireChainWide, type Principal } from './access';

function principal(...grants: UserRolePermissionData[]): Principal {
  return {
    userId: 1,
    username: 'caller',
    language: 'en',
    temperatureUnit: 'F',
    own: grants[0] ?? {},
    grants,
    identity: { sub: '1', sv: 0 },
  };
}

const manager: UserRolePermissionData = {
  ROLE_MANAGER: { permissions: ['roles-edit'], requires_store: true, store_ids: [1, 2] },
};
const corporate: UserRolePermissionData = {
  ROLE_CORPORATE: { permissions: ['roles-edit'], requires_store: false, store_ids: [] },
};
const admin: UserRolePermissionData = {
  ROLE_ADMIN: { permissions: [], requires_store: false, store_ids: [] },
};

function status(run: () => unknown): number | 'passed' {
  try {
    run();
    return 'passed';
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('chain-wide permission', () => {
  it('counts a permission from a corporate role or ROLE_ADMIN', () => {
    expect(holdsChainWide(principal(corporate), 'roles-edit')).toBe(true);
    expect(holdsChainWide(principal(admin), 'roles-edit')).toBe(true);
    expect(status(() => requireChainWide(principal(corporate), 'roles-edit'))).toBe('passed');
  });

  it('does not count a permission held only at stores', () => {
    expect(holdsChainWide(principal(manager), 'roles-edit')).toBe(false);
    expect(status(() => requireChainWide(principal(manager), 'roles-edit'))).toBe(403);
  });

  it('counts a corporate grant from a management token next to the caller own store grants', () => {
    expect(holdsChainWide(principal(manager, corporate), 'roles-edit')).toBe(true);
    expect(holdsChainWide(principal(manager, corporate), 'roles-delete')).toBe(false);
  });

  it('answers 401 without a caller', () => {
    expect(status(() => requireChainWide(null, 'roles-edit'))).toBe(401);
  });
});
