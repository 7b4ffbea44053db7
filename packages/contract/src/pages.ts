/**
 * Every page of the portal (spec 3 §2.1), the one table the web app's router and links, the menu
 * and the server's mailed links read: `path` is the router pattern, `href` builds a link.
 * A page is registered in the web app's router only once it exists; until then its links show "Page not found".
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

/** Store pages with an optional `/{store}/{date}` tail (both or neither). */
function storeDayPage(base: string) {
  return {
    path: base,
    pathWithDay: `${base}/:store/:date`,
    href: (store?: number | null, date?: string | null) =>
      store != null && date ? `${base}/${seg(store)}/${seg(date)}` : base,
  };
}

export const pages = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  logout: { path: '/logout', href: () => '/logout' },
  promotion: { path: '/promotion', href: () => '/promotion' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password/:code', href: (code: string) => `/reset-password/${seg(code)}` },
  userInvite: { path: '/user-invite/:code', href: (code: string) => `/user-invite/${seg(code)}` },
  forbidden: { path: '/forbidden', href: () => '/forbidden' },

  profile: { path: '/profile/:username', href: (username: string) => `/profile/${seg(username)}` },
  profileEdit: { path: '/profile/:username/edit', href: (username: string) => `/profile/${seg(username)}/edit` },

  checkLists: { path: '/check-lists', href: () => '/check-lists' },
  commSheet: storeDayPage('/check-lists/comm-sheet'),
  dailyCheck: storeDayPage('/check-lists/daily-check'),
  cashCount: storeDayPage('/check-lists/cash-count'),
  wasteLog: storeDayPage('/check-lists/wastelog'),
  /** Beyond the spec (DESIGN §8): food safety's readings and cooling, and date labels. */
  foodSafety: storeDayPage('/check-lists/food-safety'),
  foodLabels: { path: '/check-lists/food-labels', href: () => '/check-lists/food-labels' },

  schematics: { path: '/schematics', href: () => '/schematics' },
  batchRecipes: { path: '/batch-recipes', href: () => '/batch-recipes' },
  drinkRecipes: { path: '/drink-recipes', href: () => '/drink-recipes' },
  recipes: { path: '/recipes', href: () => '/recipes' },
  recipeType: { path: '/recipes/:type', href: (type: string) => `/recipes/${seg(type)}` },

  management: { path: '/management', href: () => '/management' },
  managementLogin: { path: '/management/login', href: () => '/management/login' },
  managementLogout: { path: '/management/logout', href: () => '/management/logout' },
  newOrders: { path: '/management/new-orders', href: () => '/management/new-orders' },
  orderHistory: { path: '/management/order-history', href: () => '/management/order-history' },
  serviceTicket: storeDayPage('/management/service-ticket'),
  hrDocuments: { path: '/management/hr-documents', href: () => '/management/hr-documents' },
  keyRelease: { path: '/management/key-release', href: () => '/management/key-release' },
  addressBook: { path: '/management/address-book', href: () => '/management/address-book' },
  addressBookEntry: {
    path: '/management/address-book/:id',
    href: (id: number | 'new') => `/management/address-book/${seg(id)}`,
  },
  /** Beyond the spec (DESIGN §8): every store's due work of the day, and the due times. */
  today: { path: '/management/today', href: () => '/management/today' },
  todayDueTimes: { path: '/management/today/due-times', href: () => '/management/today/due-times' },
  /** Beyond the spec (DESIGN §8): every store side by side over a period. */
  overview: { path: '/management/overview', href: () => '/management/overview' },
  /** Beyond the spec: one store's days over a period, the list behind an overview cell (decision 197). */
  overviewStoreDays: {
    path: '/management/overview/stores/:storeId/:list',
    href: (storeId: number, list: 'checklists' | 'cash' | 'waste', days: { from: string; to: string }) =>
      `/management/overview/stores/${seg(storeId)}/${seg(list)}?${new URLSearchParams(days)}`,
  },
  /** Beyond the spec (DESIGN §8): a store's units and the inspector's report; the chain's settings. */
  foodUnits: { path: '/management/food-safety', href: () => '/management/food-safety' },
  foodSettings: { path: '/admin/food-safety', href: () => '/admin/food-safety' },
  /** Beyond the spec (DESIGN §8): corrective actions, chain-wide and per store. */
  actions: { path: '/management/actions', href: () => '/management/actions' },
  storeActions: {
    path: '/management/actions/store/:storeId',
    href: (storeId: number) => `/management/actions/store/${seg(storeId)}`,
  },
  actionNew: {
    path: '/management/actions/new',
    href: (from: { storeId?: number; incidentId?: number } = {}) => {
      const query = new URLSearchParams();
      if (from.storeId) query.set('store', String(from.storeId));
      if (from.incidentId) query.set('incident', String(from.incidentId));
      const tail = query.toString();
      return `/management/actions/new${tail ? `?${tail}` : ''}`;
    },
  },
  action: { path: '/management/actions/:id', href: (id: number) => `/management/actions/${seg(id)}` },
  actionEdit: { path: '/management/actions/:id/edit', href: (id: number) => `/management/actions/${seg(id)}/edit` },
  actionSettings: { path: '/management/actions/settings', href: () => '/management/actions/settings' },
  checklists: { path: '/management/checklists', href: () => '/management/checklists' },
  checklistTask: {
    path: '/management/checklists/:id/:type',
    href: (id: number | 'new', type: string) => `/management/checklists/${seg(id)}/${seg(type)}`,
  },

  incidentReportCreate: { path: '/management/incident-report', href: () => '/management/incident-report' },
  incidentReportEdit: {
    path: '/management/incident-report/:id/edit',
    href: (id: number) => `/management/incident-report/${seg(id)}/edit`,
  },
  incidentReport: {
    path: '/management/incident-report/:id',
    href: (id: number) => `/management/incident-report/${seg(id)}`,
  },
  incidentReportList: { path: '/management/incident-report-list', href: () => '/management/incident-report-list' },

  retailScoreSheets: { path: '/retail-score-sheets', href: () => '/retail-score-sheets' },
  retailScoreSheetCreate: { path: '/retail-score-sheets/create', href: () => '/retail-score-sheets/create' },
  retailScoreSheetEdit: {
    path: '/retail-score-sheets/:id/edit',
    href: (id: number) => `/retail-score-sheets/${seg(id)}/edit`,
  },
  retailScoreSheet: { path: '/retail-score-sheets/:id', href: (id: number) => `/retail-score-sheets/${seg(id)}/` },
  retailScoreCategories: { path: '/retail-score-categories', href: () => '/retail-score-categories' },
  retailScoreCategoryCreate: { path: '/retail-score-categories/create', href: () => '/retail-score-categories/create' },
  retailScoreCategoryEdit: {
    path: '/retail-score-categories/edit',
    href: (categoryId: number) => `/retail-score-categories/edit?category_id=${seg(categoryId)}`,
  },

  admin: { path: '/admin', href: () => '/admin' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminUser: { path: '/admin/users/:id', href: (id: number) => `/admin/users/${seg(id)}` },
  adminUserEdit: { path: '/admin/users/edit/:id', href: (id: number | 'new') => `/admin/users/edit/${seg(id)}` },
  adminStores: { path: '/admin/stores', href: () => '/admin/stores' },
  adminStore: { path: '/admin/stores/:id', href: (id: number) => `/admin/stores/${seg(id)}` },
  adminStoreEdit: { path: '/admin/stores/edit/:id', href: (id: number | 'new') => `/admin/stores/edit/${seg(id)}` },
  adminVendors: { path: '/admin/vendors', href: () => '/admin/vendors' },
  adminVendor: { path: '/admin/vendors/:id', href: (id: number) => `/admin/vendors/${seg(id)}` },
  adminVendorEdit: { path: '/admin/vendors/:id/edit', href: (id: number | 'new') => `/admin/vendors/${seg(id)}/edit` },
  adminDocuments: { path: '/admin/documents', href: () => '/admin/documents' },
  adminDocument: { path: '/admin/documents/:id', href: (id: number | 'new') => `/admin/documents/${seg(id)}` },
  adminSchematics: { path: '/admin/schematics', href: () => '/admin/schematics' },
  adminSchematic: { path: '/admin/schematics/:id', href: (id: number) => `/admin/schematics/${seg(id)}` },
  adminProducts: { path: '/admin/products', href: () => '/admin/products' },
  adminProduct: { path: '/admin/products/:id', href: (id: number) => `/admin/products/${seg(id)}` },
  /** Spec 2 names the create page /admin/products/new/{vendorId}; it matches this pattern. */
  adminProductForVendor: {
    path: '/admin/products/:id/:vendorId',
    href: (id: number | 'new', vendorId: number) => `/admin/products/${seg(id)}/${seg(vendorId)}`,
  },
  adminRecipes: { path: '/admin/recipes', href: () => '/admin/recipes' },
  adminRecipe: { path: '/admin/recipes/:id', href: (id: number) => `/admin/recipes/${seg(id)}` },
  adminCategories: { path: '/admin/categories', href: () => '/admin/categories' },
  adminCategory: { path: '/admin/categories/:id', href: (id: number | 'new') => `/admin/categories/${seg(id)}` },
  adminDashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  adminPromotion: { path: '/admin/promotion', href: () => '/admin/promotion' },
  adminRoles: { path: '/admin/roles', href: () => '/admin/roles' },
  adminRole: { path: '/admin/roles/:id', href: (id: number) => `/admin/roles/${seg(id)}` },
  /** The three addresses of the user access matrix (spec 3 §2.1); `href` gives the menu's one. */
  userAccess: {
    paths: ['/permissions/user-access', '/admin/permissions/user-access', '/admin/user-access'],
    href: () => '/admin/user-access',
  },
} as const;
