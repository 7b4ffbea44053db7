import type { PermissionKey } from './permissions';

/**
 * The side menu of spec 1 §2. A group shows when the user holds any of its items' permissions;
 * an item shows only with its own permission. Management login/logout follow their own rule
 * (see `managementSessionItem` in the web app).
 */
export interface MenuItem {
  label: string;
  path: string;
  permission: PermissionKey;
}

export interface MenuGroup {
  key: 'check-lists' | 'recipes' | 'schematics' | 'management' | 'admin';
  label: string;
  landing?: string;
  items: MenuItem[];
}

export const RECIPE_TYPES = [
  { type: 'espresso-bar', label: 'Espresso Bar' },
  { type: 'coffee-bar', label: 'Coffee Bar' },
  { type: 'tea-bar', label: 'Tea Bar' },
  { type: 'cooling-aids', label: 'Cooling Aids' },
  { type: 'cofftails-dreams', label: 'Cofftails & Dreams' },
  { type: 'batch-recipes', label: 'Batch Recipes' },
  { type: 'hot-food-prep', label: 'Hot Food Prep' },
] as const;

export const MENU: readonly MenuGroup[] = [
  {
    key: 'check-lists',
    label: 'Check Lists',
    landing: '/check-lists',
    items: [
      { label: 'Communication Sheet', path: '/check-lists/comm-sheet', permission: 'communication-log-view' },
      { label: 'Cash Count Sheet', path: '/check-lists/cash-count', permission: 'cash-count-view' },
      { label: 'Daily Checklist', path: '/check-lists/daily-check', permission: 'daily-checklist-view' },
      { label: 'Waste Log', path: '/check-lists/wastelog', permission: 'waste-log-view' },
    ],
  },
  {
    key: 'recipes',
    label: 'Recipes',
    landing: '/recipes',
    items: RECIPE_TYPES.map((r) => ({ label: r.label, path: `/recipes/${r.type}`, permission: 'recipes-view' })),
  },
  {
    key: 'schematics',
    label: 'Schematics',
    items: [{ label: 'Schematics', path: '/schematics', permission: 'schematics-view' }],
  },
  {
    key: 'management',
    label: 'Management',
    landing: '/management',
    items: [
      // Beyond the spec (DESIGN §8): first, as the page an area manager opens first.
      { label: 'Today', path: '/management/today', permission: 'today-board-view' },
      { label: 'Actions', path: '/management/actions', permission: 'corrective-actions-view' },
      { label: 'Stores Overview', path: '/management/overview', permission: 'area-view' },
      { label: 'Address Book', path: '/management/address-book', permission: 'service-providers-view' },
      { label: 'Checklist Tasks', path: '/management/checklists', permission: 'checklists-view' },
      { label: 'HR Documents', path: '/management/hr-documents', permission: 'documents-forms-view' },
      { label: 'Key Release', path: '/management/key-release', permission: 'key-release-log-view' },
      { label: 'New Orders', path: '/management/new-orders', permission: 'order-history-create' },
      { label: 'Order History', path: '/management/order-history', permission: 'order-history-view' },
      { label: 'Service Ticket', path: '/management/service-ticket', permission: 'service-providers-view' },
      { label: 'Incident Reports', path: '/management/incident-report-list', permission: 'incident-reports-view' },
      {
        label: 'Retail Score Categories',
        path: '/retail-score-categories',
        permission: 'retail-score-categories-edit',
      },
      { label: 'Evaluation Report', path: '/retail-score-sheets', permission: 'retail-score-sheet-list' },
    ],
  },
  {
    key: 'admin',
    label: 'Admin',
    landing: '/admin',
    items: [
      { label: 'Dashboard', path: '/admin/dashboard', permission: 'promotions-edit' },
      { label: 'Promotion', path: '/admin/promotion', permission: 'promotions-edit' },
      { label: 'Users', path: '/admin/users', permission: 'users-view' },
      { label: 'Stores', path: '/admin/stores', permission: 'stores-view' },
      { label: 'Vendors', path: '/admin/vendors', permission: 'vendors-view' },
      { label: 'Documents', path: '/admin/documents', permission: 'documents-forms-edit' },
      { label: 'Schematics', path: '/admin/schematics', permission: 'schematics-edit' },
      { label: 'Recipes', path: '/admin/recipes', permission: 'recipes-edit' },
      { label: 'Categories', path: '/admin/categories', permission: 'categories-view' },
      { label: 'Products', path: '/admin/products', permission: 'products-view' },
      { label: 'Roles', path: '/admin/roles', permission: 'roles-view' },
      { label: 'User Access', path: '/admin/user-access', permission: 'user-access-view' },
    ],
  },
];

/** Home page tiles (spec 2 §2 Home). `anyOf` empty means open to every signed-in user. */
export const HOME_TILES = [
  {
    label: 'Check Lists',
    path: '/check-lists',
    anyOf: ['communication-log-view', 'cash-count-view', 'daily-checklist-view', 'waste-log-view'],
  },
  { label: 'Recipes', path: '/recipes', anyOf: ['recipes-view'] },
  { label: 'Schematics', path: '/schematics', anyOf: ['schematics-view'] },
  { label: 'Management', path: '/management', anyOf: [] },
  { label: 'Admin', path: '/admin', anyOf: [] },
  { label: 'Users', path: '/admin/users', anyOf: ['users-view'] },
] as const;
