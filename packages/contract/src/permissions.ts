/**
 * The full permission catalogue of the portal (spec 1 §6, spec 2 §6, spec 3 §6).
 * `type` groups rows in the user-access matrix; `parent` is the permission that a child implies
 * (ticking a child ticks its parent, unticking a parent unticks its children).
 */
export interface PermissionDefinition<Name extends string = string> {
  name: Name;
  type: string;
  parent?: string;
}

/** A permission family: `${base}-${action}` for each action, each a child of the view action. */
function family<const Base extends string, const Action extends string>(
  type: string,
  base: Base,
  actions: readonly Action[],
  viewAction: NoInfer<Action> = 'view' as Action,
): PermissionDefinition<`${Base}-${Action}`>[] {
  const parent = `${base}-${viewAction}` as const;
  return [
    { name: parent, type },
    ...actions.filter((a) => a !== viewAction).map((a) => ({ name: `${base}-${a}` as const, type, parent })),
  ];
}

const CATALOGUE = [
  { name: 'allow-for-all', type: 'General' },
  ...family('Check Lists', 'communication-log', ['view', 'create', 'update', 'edit']),
  ...family('Check Lists', 'cash-count', ['view', 'create', 'update', 'edit']),
  { name: 'cash-deposit-verify', type: 'Check Lists', parent: 'cash-count-view' },
  { name: 'cash-tolerance-edit', type: 'Check Lists', parent: 'cash-count-view' },
  ...family('Check Lists', 'daily-checklist', ['view', 'create', 'edit']),
  ...family('Check Lists', 'waste-log', ['view', 'create', 'edit']),
  ...family('Management', 'service-providers', ['view', 'create', 'edit', 'delete']),
  { name: 'help-desk-history-create', type: 'Management', parent: 'service-providers-view' },
  ...family('Management', 'documents-forms', ['view', 'create', 'edit', 'delete', 'download']),
  ...family('Management', 'key-release-log', ['view', 'create', 'edit', 'delete']),
  ...family('Management', 'order-history', ['view', 'create']),
  ...family('Management', 'delivery-schedules', ['view', 'edit']),
  ...family('Management', 'checklists', ['view', 'edit', 'delete']),
  { name: 'today-board-view', type: 'Management' },
  { name: 'due-times-edit', type: 'Management', parent: 'today-board-view' },
  { name: 'area-view', type: 'Management' },
  ...family('Food Safety', 'food-safety', ['view', 'record', 'edit']),
  { name: 'food-safety-settings', type: 'Food Safety', parent: 'food-safety-view' },
  ...family('Corrective Actions', 'corrective-actions', ['view', 'edit', 'verify', 'settings']),
  ...family('Incident Reports', 'incident-reports', ['view', 'create', 'edit', 'delete']),
  ...family('Evaluation Reports', 'retail-score-sheet', ['list', 'view', 'create', 'edit', 'delete'], 'list'),
  { name: 'retail-score-categories-create', type: 'Evaluation Reports' },
  { name: 'retail-score-categories-edit', type: 'Evaluation Reports', parent: 'retail-score-categories-create' },
  { name: 'retail-score-categories-delete', type: 'Evaluation Reports', parent: 'retail-score-categories-create' },
  ...family('Recipes and Schematics', 'recipes', ['view', 'create', 'edit', 'delete']),
  ...family('Recipes and Schematics', 'schematics', ['view', 'edit', 'delete']),
  ...family('Administration', 'users', ['view', 'edit', 'create', 'delete']),
  ...family('Administration', 'stores', ['view', 'edit', 'create', 'delete']),
  ...family('Administration', 'vendors', ['view', 'edit', 'create', 'delete']),
  ...family('Administration', 'products', ['view', 'edit', 'create', 'delete']),
  { name: 'product-order-settings-edit', type: 'Administration', parent: 'products-view' },
  ...family('Administration', 'categories', ['view', 'edit', 'create', 'delete']),
  ...family('Administration', 'promotions', ['view', 'edit']),
  ...family('Administration', 'user-access', ['view', 'update']),
  ...family('Administration', 'roles', ['view', 'edit', 'delete']),
  { name: 'notification-settings-edit', type: 'Administration', parent: 'users-view' },
] as const satisfies readonly PermissionDefinition[];

/** Every permission key of the catalogue: a misspelt key does not compile. */
export type PermissionKey = (typeof CATALOGUE)[number]['name'];

export const PERMISSION_CATALOGUE: readonly PermissionDefinition<PermissionKey>[] = CATALOGUE;

export const PERMISSION_NAMES: readonly PermissionKey[] = PERMISSION_CATALOGUE.map((p) => p.name);

export function isKnownPermission(name: string): name is PermissionKey {
  return (PERMISSION_NAMES as readonly string[]).includes(name);
}

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_MANAGER = 'ROLE_MANAGER';
export const ALLOW_FOR_ALL = 'allow-for-all';

/** Role codes that the portal ships with. They cannot be edited or removed. */
export const STANDARD_ROLES = [
  { role: 'ROLE_ADMIN', name: 'Administrator', requiresStore: false },
  { role: 'ROLE_CORPORATE', name: 'Corporate Office', requiresStore: false },
  { role: 'ROLE_MANAGER', name: 'Store Manager', requiresStore: true },
  { role: 'ROLE_FRANCHISEE', name: 'Franchisee', requiresStore: true },
  { role: 'ROLE_SHIFT_LEAD', name: 'Shift Lead', requiresStore: true },
  { role: 'ROLE_BARISTA', name: 'Barista', requiresStore: true },
] as const;

/** Roles whose holders count as managers (manager PIN sign-in, managers of a store). */
export const MANAGER_LEVEL_ROLES = ['ROLE_ADMIN', 'ROLE_MANAGER'];
