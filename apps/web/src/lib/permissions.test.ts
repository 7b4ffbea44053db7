import { afterEach, describe, expect, it } from 'vitest';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { COOKIE } from '@dripp/contract/session-keys';
import { permissionsOf } from './permissions';
import { clearSession, endManagementSession, getSession, startManagementSession, startSession } from './session';

/** A token as the server signs it; the browser reads its claims and never checks the signature. */
const tokenWith = (claims: object) =>
  `e30.${btoa(JSON.stringify({ exp: 4_102_444_800, ...claims }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

const barista: UserRolePermissionData = {
  ROLE_BARISTA: { permissions: ['waste-log-view', 'recipes-view'], requires_store: true, store_ids: [3] },
};

function signIn(permissions: UserRolePermissionData, roles: string[] = Object.keys(permissions)) {
  startSession({ token: tokenWith({ sub: 7, roles }), userName: 'ana', userId: 7, permissions });
  return permissionsOf(getSession());
}

afterEach(() => clearSession());

describe('what a signed-in person may do, as the browser reads it', () => {
  it('passes a store-bound grant at its stores, and anywhere without a store', () => {
    const perms = signIn(barista);
    expect(perms.can('waste-log-view', 3)).toBe(true);
    expect(perms.can('waste-log-view', 4)).toBe(false);
    expect(perms.can('waste-log-view')).toBe(true);
    expect(perms.can('cash-count-view')).toBe(false);
    expect(perms.canAny(['cash-count-view', 'recipes-view'], 3)).toBe(true);
    expect(perms.canAny([], 3)).toBe(false);
    expect(perms).toMatchObject({ isAdmin: false, isCorporate: false, isAdminOrManager: false });
  });

  it('lets ROLE_ADMIN do everything everywhere', () => {
    const perms = signIn({ ROLE_ADMIN: { permissions: [], requires_store: false, store_ids: [] } });
    expect(perms.can('roles-view', 99)).toBe(true);
    expect(perms).toMatchObject({ isAdmin: true, isCorporate: true, isAdminOrManager: true });
  });

  it('counts a manager by the token’s roles as well as by the permission data', () => {
    expect(signIn(barista, ['ROLE_MANAGER']).isAdminOrManager).toBe(true);
    expect(
      signIn({ ROLE_MANAGER: { permissions: [], requires_store: true, store_ids: [3] } }, []).isAdminOrManager,
    ).toBe(true);
  });

  it('adds a PIN sign-in’s management grants while its token lasts', () => {
    signIn(barista);
    startManagementSession({
      token: tokenWith({ typ: 'management' }),
      permissions: { ROLE_MANAGER: { permissions: ['order-history-view'], requires_store: true, store_ids: [3] } },
    });
    let perms = permissionsOf(getSession());
    expect(perms.hasManagementToken).toBe(true);
    expect(perms.can('order-history-view', 3)).toBe(true);
    expect(perms.can('waste-log-view', 3)).toBe(true);
    endManagementSession();
    perms = permissionsOf(getSession());
    expect(perms.hasManagementToken).toBe(false);
    expect(perms.can('order-history-view', 3)).toBe(false);
  });

  it('grants nothing once signed out', () => {
    signIn(barista);
    clearSession();
    const perms = permissionsOf(getSession());
    expect(perms.grants).toEqual([{}, {}]);
    expect(perms.can('waste-log-view')).toBe(false);
    expect(getSession()).toMatchObject({ token: undefined, userId: undefined, roles: [] });
  });

  it('reads damaged permission data as no permissions', () => {
    document.cookie = `${COOKIE.permissions}=not-json; path=/`;
    document.cookie = `${COOKIE.token}=garbage; path=/`;
    document.cookie = `${COOKIE.userId}=-3; path=/`;
    const session = getSession();
    expect(session.permissions).toEqual({});
    expect(session.roles).toEqual([]);
    expect(session.token).toBe('garbage');
    expect(session.userId).toBeUndefined();
    expect(permissionsOf(session).can('recipes-view')).toBe(false);
  });
});
