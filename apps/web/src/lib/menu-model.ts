import { msg } from '@lingui/core/macro';
import { HOME_TILES, MENU, type MenuGroup } from '@dripp/contract/menu';
import type { Permissions } from './permissions';
import type { Session } from './session';
import { paths } from '../config/paths';

/**
 * The menu's own labels beside the contract's: catalogued under their English, so that every
 * label, the contract's and these, is shown translated the same way, `i18n._(label)`.
 */
const LABELS = {
  managerLogin: msg({ id: 'Manager Login', message: 'Manager Login' }).id,
  managerLogout: msg({ id: 'Manager Logout', message: 'Manager Logout' }).id,
  account: msg({ id: 'Account', message: 'Account' }).id,
  profile: msg({ id: 'Profile', message: 'Profile' }).id,
  logout: msg({ id: 'Logout', message: 'Logout' }).id,
};

export interface VisibleItem {
  label: string;
  path: string;
}

export interface VisibleGroup {
  key: MenuGroup['key'] | 'account';
  label: string;
  landing?: string;
  items: VisibleItem[];
}

/**
 * The PIN sign-in entries of the Management group (spec 1 §2): "login" for a user with neither a
 * management token nor the admin or manager role; "logout" while a management token exists for a
 * user who is neither.
 */
export function managementSessionItems(perms: Permissions): VisibleItem[] {
  if (perms.isAdminOrManager) return [];
  if (perms.hasManagementToken) return [{ label: LABELS.managerLogout, path: paths.managementLogout.href() }];
  return [{ label: LABELS.managerLogin, path: paths.managementLogin.href() }];
}

/** The items of one menu group the user may see; menus check without a store (any grant passes). */
export function visibleItems(group: MenuGroup, perms: Permissions): VisibleItem[] {
  const items = group.items.filter((item) => perms.can(item.permission)).map(({ label, path }) => ({ label, path }));
  return group.key === 'management' ? [...items, ...managementSessionItems(perms)] : items;
}

/** Side-menu groups that have at least one visible item, then Account when the user is known. */
export function visibleMenu(perms: Permissions, session: Session): VisibleGroup[] {
  const groups: VisibleGroup[] = MENU.map((group) => ({
    key: group.key,
    label: group.label,
    landing: group.landing,
    items: visibleItems(group, perms),
  })).filter((group) => group.items.length > 0);
  const account = accountItems(session);
  return account.length ? [...groups, { key: 'account', label: LABELS.account, items: account }] : groups;
}

/** Profile and Logout, shown only when the user's name and id are stored (spec 1 §2). */
export function accountItems(session: Session): VisibleItem[] {
  if (!session.userName || !session.userId) return [];
  return [
    { label: LABELS.profile, path: paths.profile.href(session.userName) },
    { label: LABELS.logout, path: paths.logout.href() },
  ];
}

export type HomeTile = (typeof HOME_TILES)[number];

/**
 * The home tiles the user may open at the active store (`storeId`; null: none chosen): a tile's own
 * permissions (none: open to everyone), and for a tile that leads to a landing page, at least one
 * page there the user may open, so no tile ends in "You dont have access". `pages` names them.
 */
export function visibleTiles(perms: Permissions, storeId: number | null): (HomeTile & { pages: string[] })[] {
  return HOME_TILES.flatMap((tile) => {
    if (tile.anyOf.length > 0 && !perms.canAny(tile.anyOf, storeId)) return [];
    const landing = MENU.find((group) => group.landing === tile.path);
    const pages = landing ? visibleItems(landing, perms).map((item) => item.label) : [];
    if (landing && pages.length === 0) return [];
    return [{ ...tile, pages }];
  });
}
