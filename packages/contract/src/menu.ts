import { pages } from './pages';
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
    landing: pages.checkLists.path,
    items: [
      { label: 'Communication Sheet', path: pages.commSheet.path, permission: 'communication-log-view' },
      { label: 'Cash Count Sheet', path: pages.cashCount.path, permission: 'cash-count-view' },
      { label: 'Daily Checklist', path: pages.dailyCheck.path, permission: 'daily-checklist-view' },
      { label: 'Waste Log', path: pages.wasteLog.path, permission: 'waste-log-view' },
      { label: 'Food Safety', path: pages.foodSafety.path, permission: 'food-safety-view' },
      { label: 'Date Labels', path: pages.foodLabels.path, permission: 'food-safety-record' },
    ],
  },
  {
    key: 'recipes',
    label: 'Recipes',
    landing: pages.recipes.path,
    items: RECIPE_TYPES.map((r) => ({
      label: r.label,
      path: pages.recipeType.href(r.type),
      permission: 'recipes-view',
    })),
  },
  {
    key: 'schematics',
    label: 'Schematics',
    items: [{ label: 'Schematics', path: pages.schematics.path, permission: 'schematics-view' }],
  },
  {
    key: 'management',
    label: 'Management',
    landing: pages.management.path,
    items: [
      // Beyond the spec (DESIGN §8): first, as the page an area manager opens first.
      { label: 'Today', path: pages.today.path, permission: 'today-board-view' },
      { label: 'Actions', path: pages.actions.path, permission: 'corrective-actions-view' },
      { label: 'Food Safety Units', path: pages.foodUnits.path, permission: 'food-safety-view' },
      { label: 'Stores Overview', path: pages.overview.path, permission: 'area-view' },
      { label: 'Address Book', path: pages.addressBook.path, permission: 'service-providers-view' },
      { label: 'Checklist Tasks', path: pages.checklists.path, permission: 'checklists-view' },
      { label: 'HR Documents', path: pages.hrDocuments.path, permission: 'documents-forms-view' },
      { label: 'Key Release', path: pages.keyRelease.path, permission: 'key-release-log-view' },
      { label: 'New Orders', path: pages.newOrders.path, permission: 'order-history-create' },
      { label: 'Order History', path: pages.orderHistory.path, permission: 'order-history-view' },
      { label: 'Service Ticket', path: pages.serviceTicket.path, permission: 'service-providers-view' },
      { label: 'Incident Reports', path: pages.incidentReportList.path, permission: 'incident-reports-view' },
      {
        label: 'Retail Score Categories',
        path: pages.retailScoreCategories.path,
        permission: 'retail-score-categories-edit',
      },
      { label: 'Evaluation Report', path: pages.retailScoreSheets.path, permission: 'retail-score-sheet-list' },
    ],
  },
  {
    key: 'admin',
    label: 'Admin',
    landing: pages.admin.path,
    items: [
      { label: 'Dashboard', path: pages.adminDashboard.path, permission: 'promotions-edit' },
      { label: 'Promotion', path: pages.adminPromotion.path, permission: 'promotions-edit' },
      { label: 'Users', path: pages.adminUsers.path, permission: 'users-view' },
      { label: 'Stores', path: pages.adminStores.path, permission: 'stores-view' },
      { label: 'Vendors', path: pages.adminVendors.path, permission: 'vendors-view' },
      { label: 'Documents', path: pages.adminDocuments.path, permission: 'documents-forms-edit' },
      { label: 'Schematics', path: pages.adminSchematics.path, permission: 'schematics-edit' },
      { label: 'Recipes', path: pages.adminRecipes.path, permission: 'recipes-edit' },
      { label: 'Categories', path: pages.adminCategories.path, permission: 'categories-view' },
      { label: 'Products', path: pages.adminProducts.path, permission: 'products-view' },
      { label: 'Roles', path: pages.adminRoles.path, permission: 'roles-view' },
      { label: 'Food Safety', path: pages.foodSettings.path, permission: 'food-safety-settings' },
      { label: 'User Access', path: pages.userAccess.href(), permission: 'user-access-view' },
    ],
  },
];

/** Home page tiles (spec 2 §2 Home). `anyOf` empty means open to every signed-in user. */
export const HOME_TILES = [
  {
    label: 'Check Lists',
    path: pages.checkLists.path,
    anyOf: ['communication-log-view', 'cash-count-view', 'daily-checklist-view', 'waste-log-view'],
  },
  { label: 'Recipes', path: pages.recipes.path, anyOf: ['recipes-view'] },
  { label: 'Schematics', path: pages.schematics.path, anyOf: ['schematics-view'] },
  { label: 'Management', path: pages.management.path, anyOf: [] },
  { label: 'Admin', path: pages.admin.path, anyOf: [] },
  { label: 'Users', path: pages.adminUsers.path, anyOf: ['users-view'] },
] as const;
