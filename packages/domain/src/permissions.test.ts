import { describe, expect, it } from 'vitest';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { can, canAny, isAdmin, isCorporate, storesWhere } from './permissions';

const barista: UserRolePermissionData = {
  ROLE_BARISTA: { permissions: ['cash-count-view'], requires_store: true, store_ids: [1] },
};
const corporate: UserRolePermissionData = {
  ROLE_CORPORATE: { permissions: ['vendors-view'], requires_store: false, store_ids: [] },
};

describe('can', () => {
  it('lets an administrator pass every check, at every store', () => {
    const admin = { ROLE_ADMIN: { permissions: [], requires_store: false, store_ids: [] } };
    expect(can(admin, 'users-delete', 7)).toBe(true);
    expect(can(admin, 'user-access-update')).toBe(true);
    // @ts-expect-error a key outside the catalogue does not compile
    expect(can(admin, 'users-delet', 7)).toBe(true);
    expect(isAdmin(admin)).toBe(true);
  });

  it('always passes allow-for-all, even with no roles', () => {
    expect(can({}, 'allow-for-all', 3)).toBe(true);
  });

  it('passes a corporate grant at any store', () => {
    expect(can(corporate, 'vendors-view', 42)).toBe(true);
    expect(can(corporate, 'users-view', 42)).toBe(false);
    expect(isCorporate(corporate)).toBe(true);
  });

  it('passes a store role only at its own store', () => {
    expect(can(barista, 'cash-count-view', 1)).toBe(true);
    expect(can(barista, 'cash-count-view', 2)).toBe(false);
    expect(can(barista, 'waste-log-view', 1)).toBe(false);
    expect(isCorporate(barista)).toBe(false);
  });

  it('passes any grant when no store is asked about', () => {
    expect(can(barista, 'cash-count-view')).toBe(true);
    expect(can(barista, 'cash-count-view', null)).toBe(true);
  });

  it('refuses everything to a user without roles or links', () => {
    expect(can({}, 'cash-count-view')).toBe(false);
    expect(can({}, 'cash-count-view', 1)).toBe(false);
  });

  it('adds the management token permissions to the user’s own', () => {
    const manager: UserRolePermissionData = {
      ROLE_MANAGER: { permissions: ['order-history-create'], requires_store: true, store_ids: [1] },
    };
    expect(can(barista, 'order-history-create', 1)).toBe(false);
    expect(can([barista, manager], 'order-history-create', 1)).toBe(true);
    expect(can([barista, manager], 'order-history-create', 2)).toBe(false);
    expect(canAny([barista, manager], ['users-view', 'cash-count-view'], 1)).toBe(true);
  });

  it('lists the stores where a permission passes', () => {
    expect(storesWhere(barista, 'cash-count-view', [1, 2, 3])).toEqual([1]);
    expect(storesWhere(corporate, 'vendors-view', [1, 2])).toEqual([1, 2]);
  });
});
