import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { MENU } from '@dripp/contract/menu';
import type { Permission } from '@dripp/contract/roles';
import { i18n } from '../../i18n/i18n';

/** A contract word (keyed by its English) or one of this screen's own words. */
type Words = string | MessageDescriptor;

/** What one permission lets a person do, in the side menu's words. */
export interface PermissionWords {
  /** The side-menu group it sits under ("Check Lists", "Management", …), or "General": its English, the section's key. */
  group: string;
  /** The screen(s) it governs, as the menu names them. */
  screens: Words[];
  /** What it allows there. */
  action: Words;
}

/** The side menu's groups and items a permission is told by (`MENU` in the contract). */
type MenuGroup = 'General' | 'Admin' | 'Management';
type MenuScreen =
  | 'Address Book'
  | 'Cash Count Sheet'
  | 'Communication Sheet'
  | 'Daily Checklist'
  | 'Dashboard'
  | 'Documents'
  | 'HR Documents'
  | 'Key Release'
  | 'New Orders'
  | 'Order History'
  | 'Promotion'
  | 'Recipes'
  | 'Retail Score Categories'
  | 'Schematics'
  | 'Service Ticket'
  | 'Stores Overview'
  | 'Today'
  | 'Users'
  | 'Waste Log';

type Specific = { screens: MenuScreen[] | MessageDescriptor; action: MessageDescriptor };

/** Permissions whose row sits under a group other than their screens' (or that have no screen). */
const GROUP_OF: Record<MenuGroup, string[]> = {
  General: ['allow-for-all'],
  Admin: [
    'promotions-view',
    'documents-forms-create',
    'documents-forms-delete',
    'recipes-create',
    'recipes-delete',
    'schematics-delete',
    'notification-settings-edit',
  ],
  Management: [
    'retail-score-categories-create',
    'retail-score-categories-delete',
    'today-board-view',
    'area-view',
    'due-times-edit',
  ],
};
const GENERAL: MenuGroup = 'General';

/**
 * Where the menu item alone would mislead: a permission that opens a screen named otherwise, or
 * one that governs an action rather than a screen.
 */
const SPECIFIC: Record<string, Specific> = {
  'allow-for-all': { screens: msg`Every signed-in person`, action: msg`pages open to everyone` },
  'communication-log-create': { screens: ['Communication Sheet'], action: msg`start the day’s sheet` },
  'communication-log-update': { screens: ['Communication Sheet'], action: msg`add to today’s sheet` },
  'communication-log-edit': { screens: ['Communication Sheet'], action: msg`change past days’ sheets` },
  'cash-count-create': { screens: ['Cash Count Sheet'], action: msg`start a count` },
  'cash-count-update': { screens: ['Cash Count Sheet'], action: msg`change a count` },
  'cash-count-edit': { screens: ['Cash Count Sheet'], action: msg`change past days’ and deposited counts` },
  'cash-deposit-verify': { screens: ['Cash Count Sheet'], action: msg`verify a deposit someone else made` },
  'cash-tolerance-edit': {
    screens: ['Cash Count Sheet'],
    action: msg`set the cash tolerance (the chain’s needs it chain-wide)`,
  },
  'daily-checklist-create': { screens: ['Daily Checklist'], action: msg`record who did each task` },
  'daily-checklist-edit': { screens: ['Daily Checklist'], action: msg`change past days’ names` },
  'waste-log-create': { screens: ['Waste Log'], action: msg`record waste` },
  'waste-log-edit': { screens: ['Waste Log'], action: msg`change past days’ logs` },
  'service-providers-view': { screens: ['Address Book', 'Service Ticket'], action: msg`open` },
  'service-providers-create': { screens: ['Address Book'], action: msg`add providers` },
  'service-providers-edit': { screens: ['Address Book'], action: msg`edit providers` },
  'service-providers-delete': { screens: ['Address Book'], action: msg`remove providers` },
  'help-desk-history-create': { screens: ['Service Ticket'], action: msg`write and send tickets` },
  'order-history-view': { screens: ['Order History'], action: msg`open` },
  'order-history-create': { screens: ['New Orders'], action: msg`open and submit orders` },
  'key-release-log-create': { screens: ['Key Release'], action: msg`add rows and change returned ones` },
  'key-release-log-delete': { screens: ['Key Release'], action: msg`remove rows` },
  'documents-forms-view': { screens: ['HR Documents'], action: msg`open` },
  'documents-forms-download': { screens: ['HR Documents', 'Documents'], action: msg`download` },
  'promotions-view': { screens: ['Promotion'], action: msg`view` },
  'promotions-edit': { screens: ['Dashboard', 'Promotion'], action: msg`edit` },
  'documents-forms-create': { screens: ['Documents'], action: msg`add` },
  'documents-forms-edit': { screens: ['Documents'], action: msg`open and edit` },
  'documents-forms-delete': { screens: ['Documents'], action: msg`remove` },
  'recipes-view': { screens: ['Recipes'], action: msg`open` },
  'recipes-create': { screens: ['Recipes'], action: msg`add` },
  'recipes-edit': { screens: ['Recipes'], action: msg`open and edit` },
  'recipes-delete': { screens: ['Recipes'], action: msg`remove` },
  'schematics-edit': { screens: ['Schematics'], action: msg`open and edit` },
  'schematics-delete': { screens: ['Schematics'], action: msg`remove` },
  'retail-score-categories-create': { screens: ['Retail Score Categories'], action: msg`add` },
  'retail-score-categories-edit': { screens: ['Retail Score Categories'], action: msg`open and edit` },
  'retail-score-categories-delete': { screens: ['Retail Score Categories'], action: msg`remove` },
  'today-board-view': { screens: ['Today'], action: msg`open (the stores where it is held)` },
  'due-times-edit': {
    screens: ['Today'],
    action: msg`set due times (the chain’s need it chain-wide)`,
  },
  'area-view': { screens: ['Stores Overview'], action: msg`open (the stores where it is held)` },
  'notification-settings-edit': { screens: ['Users'], action: msg`choose what other people are told` },
};

const OPEN = msg`open`;

const ACTIONS: Record<string, MessageDescriptor> = {
  view: OPEN,
  list: msg`open the list`,
  create: msg`add`,
  update: msg`change`,
  edit: msg`edit`,
  delete: msg`remove`,
  download: msg`download`,
  verify: msg`verify`,
  settings: msg`settings`,
};

/** The menu items governed by a permission key, with their group. */
function menuItemsOf(key: string): { group: string; label: string }[] {
  return MENU.flatMap((group) =>
    group.items.filter((item) => item.permission === key).map((item) => ({ group: group.label, label: item.label })),
  );
}

/** "Address Book, Service Ticket and Documents", in the active language. */
function joined(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  const first = labels.slice(0, -1).join(', ');
  const last = labels.at(-1) ?? '';
  return t`${first} and ${last}`;
}

/**
 * A permission in the menu's words: the screens it governs (those whose menu item needs it, or
 * the screens of the permission it depends on) and the action. A key the menu does not know keeps
 * its catalogue type as its group.
 */
export function permissionWords(permission: Permission, byId: ReadonlyMap<number, Permission>): PermissionWords {
  const own = menuItemsOf(permission.name);
  const parent = permission.parentId == null ? undefined : byId.get(permission.parentId);
  const items = own.length ? own : parent ? menuItemsOf(parent.name) : [];
  const specific = SPECIFIC[permission.name];
  const group =
    (Object.keys(GROUP_OF) as MenuGroup[]).find((g) => GROUP_OF[g].includes(permission.name)) ??
    items[0]?.group ??
    permission.permissionType;
  const labels = [...new Set(items.map((i) => i.label))];
  const specificScreens = specific && (Array.isArray(specific.screens) ? specific.screens : [specific.screens]);
  const screens = specificScreens ?? (labels.length ? labels : [permission.permissionType]);
  const suffix = permission.name.split('-').at(-1) ?? '';
  const action = specific?.action ?? (own.length ? OPEN : (ACTIONS[suffix] ?? suffix));
  return { group, screens, action };
}

const inActiveLanguage = (words: Words): string => (typeof words === 'string' ? i18n._(words) : i18n._(words));

/** "Waste Log: record waste", in the active language. */
export function permissionText(words: PermissionWords): string {
  const screen = joined(words.screens.map(inActiveLanguage));
  const action = inActiveLanguage(words.action);
  return t`${screen}: ${action}`;
}

/** The groups in the side menu's order, then any the menu does not have, General last. */
export function groupOrder(groups: Iterable<string>): string[] {
  const present = new Set(groups);
  const menu = MENU.map((g) => g.label).filter((g) => present.has(g));
  const rest = [...present].filter((g) => !menu.includes(g) && g !== GENERAL);
  return [...menu, ...rest, ...(present.has(GENERAL) ? [GENERAL] : [])];
}
