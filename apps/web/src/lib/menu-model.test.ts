import { describe, expect, it } from 'vitest';
import { HOME_TILES, MENU } from '@dripp/contract/menu';
import type { PermissionKey } from '@dripp/contract/permissions';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { accountItems, visibleItems, visibleMenu, visibleTiles } from './menu-model';
import { permissionsOf } from './permissions';
import type { Session } from './session';

/** A signed-in session holding the given roles; `managementPermissions` as a PIN sign-in adds them. */
function sessionWith(permissions: UserRolePermissionData, extra: Partial<Session> = {}): Session {
  return {
    token: 't',
    userName: 'ana',
    userId: 7,
    permissions,
    managementPermissions: {},
    roles: Object.keys(permissions),
    ...extra,
  };
}

const storeRole = (permissions: PermissionKey[], storeIds = [3]) => ({
  permissions,
  requires_store: true,
  store_ids: storeIds,
});

const labelsOf = (session: Session) =>
  Object.fromEntries(visibleMenu(permissionsOf(session), session).map((g) => [g.key, g.items.map((i) => i.label)]));

describe('the side menu a set of permissions shows', () => {
  it('shows no group but Account and the manager login to someone with no permission', () => {
    expect(labelsOf(sessionWith({}))).toEqual({
      management: ['Manager Login'],
      account: ['Profile', 'Logout'],
    });
  });

  it('shows a group only with the items whose own permission is held', () => {
    const menu = labelsOf(sessionWith({ ROLE_BARISTA: storeRole(['waste-log-view', 'schematics-view']) }));
    expect(menu['check-lists']).toEqual(['Waste Log']);
    expect(menu.schematics).toEqual(['Schematics']);
    expect(menu.recipes).toBeUndefined();
    expect(menu.admin).toBeUndefined();
  });

  it('passes a store-bound grant without looking at the store, as menus have none', () => {
    const menu = labelsOf(sessionWith({ ROLE_SHIFT_LEAD: storeRole(['recipes-view'], []) }));
    expect(menu.recipes).toHaveLength(7);
  });

  it('gives ROLE_ADMIN every item of every group and no manager login', () => {
    const session = sessionWith({ ROLE_ADMIN: { permissions: [], requires_store: false, store_ids: [] } });
    const menu = visibleMenu(permissionsOf(session), session);
    expect(menu.map((g) => g.key)).toEqual([...MENU.map((g) => g.key), 'account']);
    for (const group of MENU)
      expect(menu.find((g) => g.key === group.key)?.items).toEqual(
        group.items.map(({ label, path }) => ({ label, path })),
      );
  });

  it('offers a store manager neither manager login nor logout', () => {
    const perms = permissionsOf(sessionWith({ ROLE_MANAGER: storeRole(['today-board-view']) }));
    const management = MENU.find((g) => g.key === 'management')!;
    expect(visibleItems(management, perms).map((i) => i.label)).toEqual(['Today']);
  });

  it('offers manager logout, with the management grants, while a PIN sign-in holds a token', () => {
    const session = sessionWith(
      { ROLE_BARISTA: storeRole([]) },
      { managementToken: 'm', managementPermissions: { ROLE_MANAGER: storeRole(['order-history-view']) } },
    );
    expect(labelsOf(session).management).toEqual(['Order History', 'Manager Logout']);
  });

  it('keeps the contract order of groups and items, with group landings', () => {
    const session = sessionWith({
      ROLE_CORPORATE: { permissions: ['users-view', 'promotions-edit'], requires_store: false, store_ids: [] },
    });
    const admin = visibleMenu(permissionsOf(session), session).find((g) => g.key === 'admin');
    expect(admin).toEqual({
      key: 'admin',
      label: 'Admin',
      landing: '/admin',
      items: [
        { label: 'Dashboard', path: '/admin/dashboard' },
        { label: 'Promotion', path: '/admin/promotion' },
        { label: 'Users', path: '/admin/users' },
      ],
    });
  });
});

describe('the Account group', () => {
  it('links the profile by the encoded user name', () => {
    expect(accountItems(sessionWith({}, { userName: 'ana maría' }))[0]).toEqual({
      label: 'Profile',
      path: '/profile/ana%20mar%C3%ADa',
    });
  });

  it('is left out without a stored name or id', () => {
    expect(accountItems(sessionWith({}, { userName: undefined }))).toEqual([]);
    expect(accountItems(sessionWith({}, { userId: undefined }))).toEqual([]);
    const session = sessionWith({}, { userId: undefined });
    expect(visibleMenu(permissionsOf(session), session).map((g) => g.key)).toEqual(['management']);
  });
});

describe('the home tiles at the active store', () => {
  const tilesOf = (permissions: UserRolePermissionData, storeId: number | null) =>
    visibleTiles(permissionsOf(sessionWith(permissions)), storeId).map(({ path, pages }) => ({ path, pages }));

  it('shows someone with no permission only Management, for the manager login', () => {
    expect(tilesOf({}, null)).toEqual([{ path: '/management', pages: ['Manager Login'] }]);
  });

  it('shows a store-bound tile only at a store where its permission is granted', () => {
    const barista = { ROLE_BARISTA: storeRole(['waste-log-view', 'daily-checklist-view'], [3]) };
    expect(tilesOf(barista, 3)).toContainEqual({ path: '/check-lists', pages: ['Daily Checklist', 'Waste Log'] });
    expect(tilesOf(barista, 4).map((t) => t.path)).not.toContain('/check-lists');
    expect(tilesOf(barista, null).map((t) => t.path)).toContain('/check-lists');
  });

  it('hides a landing tile whose page would list nothing the user may open', () => {
    const corporate = { ROLE_CORPORATE: { permissions: ['users-view'], requires_store: false, store_ids: [] } };
    expect(tilesOf(corporate, null)).toEqual([
      { path: '/management', pages: ['Manager Login'] },
      { path: '/admin', pages: ['Users'] },
      { path: '/admin/users', pages: [] },
    ]);
  });

  it('shows ROLE_ADMIN every tile, in the contract order', () => {
    const admin = { ROLE_ADMIN: { permissions: [], requires_store: false, store_ids: [] } };
    expect(tilesOf(admin, 3).map((t) => t.path)).toEqual(HOME_TILES.map((t) => t.path));
  });
});
