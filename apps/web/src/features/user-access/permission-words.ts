import { MENU } from '@dripp/contract/menu';
import type { Permission } from '@dripp/contract/roles';

/** What one permission lets a person do, in the side menu's words. */
export interface PermissionWords {
  /** The side-menu group it sits under ("Check Lists", "Management", …), or "General". */
  group: string;
  /** The screen(s) it governs, as the menu names them. */
  screen: string;
  /** What it allows there. */
  action: string;
}

/**
 * Where the menu item alone would mislead: a permission that opens a screen named otherwise, or
 * one that governs an action rather than a screen.
 */
const SPECIFIC: Record<string, Omit<PermissionWords, 'group'> & { group?: string }> = {
  'allow-for-all': { group: 'General', screen: 'Every signed-in person', action: 'pages open to everyone' },
  'communication-log-create': { screen: 'Communication Sheet', action: 'start the day’s sheet' },
  'communication-log-update': { screen: 'Communication Sheet', action: 'add to today’s sheet' },
  'communication-log-edit': { screen: 'Communication Sheet', action: 'change past days’ sheets' },
  'cash-count-create': { screen: 'Cash Count Sheet', action: 'start a count' },
  'cash-count-update': { screen: 'Cash Count Sheet', action: 'change a count' },
  'cash-count-edit': { screen: 'Cash Count Sheet', action: 'change past days’ and deposited counts' },
  'cash-deposit-verify': { screen: 'Cash Count Sheet', action: 'verify a deposit someone else made' },
  'cash-tolerance-edit': {
    screen: 'Cash Count Sheet',
    action: 'set the cash tolerance (the chain’s needs it chain-wide)',
  },
  'daily-checklist-create': { screen: 'Daily Checklist', action: 'record who did each task' },
  'daily-checklist-edit': { screen: 'Daily Checklist', action: 'change past days’ names' },
  'waste-log-create': { screen: 'Waste Log', action: 'record waste' },
  'waste-log-edit': { screen: 'Waste Log', action: 'change past days’ logs' },
  'service-providers-view': { screen: 'Address Book and Service Ticket', action: 'open' },
  'service-providers-create': { screen: 'Address Book', action: 'add providers' },
  'service-providers-edit': { screen: 'Address Book', action: 'edit providers' },
  'service-providers-delete': { screen: 'Address Book', action: 'remove providers' },
  'help-desk-history-create': { screen: 'Service Ticket', action: 'write and send tickets' },
  'order-history-view': { screen: 'Order History', action: 'open' },
  'order-history-create': { screen: 'New Orders', action: 'open and submit orders' },
  'key-release-log-create': { screen: 'Key Release', action: 'add rows and change returned ones' },
  'key-release-log-delete': { screen: 'Key Release', action: 'remove rows' },
  'documents-forms-view': { screen: 'HR Documents', action: 'open' },
  'documents-forms-download': { screen: 'HR Documents and Documents', action: 'download' },
  'promotions-view': { group: 'Admin', screen: 'Promotion', action: 'view' },
  'promotions-edit': { screen: 'Dashboard and Promotion', action: 'edit' },
  'documents-forms-create': { group: 'Admin', screen: 'Documents', action: 'add' },
  'documents-forms-edit': { screen: 'Documents', action: 'open and edit' },
  'documents-forms-delete': { group: 'Admin', screen: 'Documents', action: 'remove' },
  'recipes-view': { screen: 'Recipes', action: 'open' },
  'recipes-create': { group: 'Admin', screen: 'Recipes', action: 'add' },
  'recipes-edit': { screen: 'Recipes', action: 'open and edit' },
  'recipes-delete': { group: 'Admin', screen: 'Recipes', action: 'remove' },
  'schematics-edit': { screen: 'Schematics', action: 'open and edit' },
  'schematics-delete': { group: 'Admin', screen: 'Schematics', action: 'remove' },
  'retail-score-categories-create': { group: 'Management', screen: 'Retail Score Categories', action: 'add' },
  'retail-score-categories-edit': { screen: 'Retail Score Categories', action: 'open and edit' },
  'retail-score-categories-delete': { group: 'Management', screen: 'Retail Score Categories', action: 'remove' },
  'today-board-view': { group: 'Management', screen: 'Today', action: 'open (the stores where it is held)' },
  'due-times-edit': { group: 'Management', screen: 'Today', action: 'set due times (the chain’s need it chain-wide)' },
  'area-view': { group: 'Management', screen: 'Stores Overview', action: 'open (the stores where it is held)' },
  'notification-settings-edit': { group: 'Admin', screen: 'Users', action: 'choose what other people are told' },
};

const ACTIONS: Record<string, string> = {
  view: 'open',
  list: 'open the list',
  create: 'add',
  update: 'change',
  edit: 'edit',
  delete: 'remove',
  download: 'download',
};

/** The menu items governed by a permission key, with their group. */
function menuItemsOf(key: string): { group: string; label: string }[] {
  return MENU.flatMap((group) =>
    group.items.filter((item) => item.permission === key).map((item) => ({ group: group.label, label: item.label })),
  );
}

function joined(labels: string[]): string {
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
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
  const group = specific?.group ?? items[0]?.group ?? permission.permissionType;
  const screen = specific?.screen ?? (joined([...new Set(items.map((i) => i.label))]) || permission.permissionType);
  const suffix = permission.name.split('-').at(-1) ?? '';
  const action = specific?.action ?? (own.length ? 'open' : (ACTIONS[suffix] ?? suffix));
  return { group, screen, action };
}

/** "Waste Log: record waste". */
export const permissionText = (words: PermissionWords) => `${words.screen}: ${words.action}`;

/** The groups in the side menu's order, then any the menu does not have, General last. */
export function groupOrder(groups: Iterable<string>): string[] {
  const present = new Set(groups);
  const menu = MENU.map((g) => g.label).filter((g) => present.has(g));
  const rest = [...present].filter((g) => !menu.includes(g) && g !== 'General');
  return [...menu, ...rest, ...(present.has('General') ? ['General'] : [])];
}
