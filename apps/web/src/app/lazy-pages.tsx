import { lazy, type ComponentType } from 'react';
import { loadFeatureWords } from '../i18n/i18n';

// The route table's pages (app/router.tsx), each loaded on demand with its features' words.

/**
 * A page loaded on demand: its module, and the libraries only it uses (editor, date pickers, drag
 * and drop), become their own chunk, fetched when the page is first opened. AppLayout and the
 * guards show a skeleton meanwhile; a chunk that fails to load (an old tab after a redeploy)
 * reaches the route's error element, which offers a reload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page keeps its own props type
function page<M, P extends ComponentType<any>>(
  load: () => Promise<M>,
  pick: (module: M) => P,
  { words = [] }: { words?: readonly string[] } = {},
) {
  // A page brings the words of the features it shows, in the active language, with its code; the
  // frame's (sign-in, Home, the shared parts) are there before the first render (decision 273).
  return Object.assign(
    lazy(async () => ({ default: pick((await Promise.all([load(), loadFeatureWords(words)]))[0]) })),
    { preload: load } satisfies Preloadable,
  );
}

/** A page whose code can be fetched before React asks for it (the module is fetched once). */
export interface Preloadable {
  preload?: () => Promise<unknown>;
}

// The signed-in frame (menu, header) too: the sign-in pages do without it and its menus' code.
export const AppLayout = page(
  () => import('./app-layout'),
  (m) => m.AppLayout,
);
export const ForgotPasswordPage = page(
  () => import('../features/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
export const LogoutPage = page(
  () => import('../features/auth/logout-page'),
  (m) => m.LogoutPage,
);
export const ManagerLoginPage = page(
  () => import('../features/auth/manager-login-page'),
  (m) => m.ManagerLoginPage,
);
export const ManagerLogoutPage = page(
  () => import('../features/auth/manager-logout-page'),
  (m) => m.ManagerLogoutPage,
);
export const SetPasswordPage = page(
  () => import('../features/auth/set-password-page'),
  (m) => m.SetPasswordPage,
);
export const CashCountPage = page(
  () => import('../features/cash-count/cash-count-page'),
  (m) => m.CashCountPage,
  { words: ['cash-count'] },
);
export const ChecklistTaskPage = page(
  () => import('../features/checklists/checklist-task-page'),
  (m) => m.ChecklistTaskPage,
  { words: ['checklists'] },
);
export const ChecklistsPage = page(
  () => import('../features/checklists/checklists-page'),
  (m) => m.ChecklistsPage,
  { words: ['checklists'] },
);
export const CommSheetPage = page(
  () => import('../features/comm-sheet/comm-sheet-page'),
  (m) => m.CommSheetPage,
  { words: ['comm-sheet'] },
);
export const DailyChecklistPage = page(
  () => import('../features/daily-checklist/daily-checklist-page'),
  (m) => m.DailyChecklistPage,
  { words: ['daily-checklist'] },
);
export const FoodLabelsPage = page(
  () => import('../features/food-labels/food-labels-page'),
  (m) => m.FoodLabelsPage,
  { words: ['food-labels'] },
);
export const WasteLogPage = page(
  () => import('../features/waste-log/waste-log-page'),
  (m) => m.WasteLogPage,
  { words: ['waste-log'] },
);
export const FoodSafetyPage = page(
  () => import('../features/food-safety/food-safety-page'),
  (m) => m.FoodSafetyPage,
  { words: ['food-safety', 'cooling-log'] },
);
export const HomePage = page(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);
export const ProfilePage = page(
  () => import('../features/profile/profile-page'),
  (m) => m.ProfilePage,
  { words: ['profile', 'digest', 'roles'] },
);
export const RoleEditPage = page(
  () => import('../features/roles/role-edit-page'),
  (m) => m.RoleEditPage,
  { words: ['roles'] },
);
export const RolesPage = page(
  () => import('../features/roles/roles-page'),
  (m) => m.RolesPage,
  { words: ['roles'] },
);
export const StoreEditPage = page(
  () => import('../features/stores-admin/store-edit-page'),
  (m) => m.StoreEditPage,
  { words: ['stores-admin', 'roles'] },
);
export const StoreViewPage = page(
  () => import('../features/stores-admin/store-view-page'),
  (m) => m.StoreViewPage,
  { words: ['stores-admin', 'roles'] },
);
export const StoresPage = page(
  () => import('../features/stores-admin/stores-page'),
  (m) => m.StoresPage,
  { words: ['stores-admin', 'roles'] },
);
export const UserAccessPage = page(
  () => import('../features/user-access/user-access-page'),
  (m) => m.UserAccessPage,
  { words: ['user-access', 'roles'] },
);
export const ProfileEditPage = page(
  () => import('../features/users/user-edit-page'),
  (m) => m.ProfileEditPage,
  { words: ['users', 'roles'] },
);
export const UserEditPage = page(
  () => import('../features/users/user-edit-page'),
  (m) => m.UserEditPage,
  { words: ['users', 'roles'] },
);
export const UserViewPage = page(
  () => import('../features/users/user-view-page'),
  (m) => m.UserViewPage,
  { words: ['users', 'roles'] },
);
export const UsersPage = page(
  () => import('../features/users/users-page'),
  (m) => m.UsersPage,
  { words: ['users', 'roles'] },
);
export const CategoriesPage = page(
  () => import('../features/categories/categories-page'),
  (m) => m.CategoriesPage,
  { words: ['categories'] },
);
export const CategoryEditPage = page(
  () => import('../features/categories/category-edit-page'),
  (m) => m.CategoryEditPage,
  { words: ['categories'] },
);
export const NewOrdersPage = page(
  () => import('../features/new-orders/new-orders-page'),
  (m) => m.NewOrdersPage,
  { words: ['new-orders'] },
);
export const OrderHistoryPage = page(
  () => import('../features/order-history/order-history-page'),
  (m) => m.OrderHistoryPage,
  { words: ['order-history'] },
);
export const ProductEditPage = page(
  () => import('../features/products/product-edit-page'),
  (m) => m.ProductEditPage,
  { words: ['products'] },
);
export const ProductsPage = page(
  () => import('../features/products/products-page'),
  (m) => m.ProductsPage,
  { words: ['products'] },
);
export const VendorEditPage = page(
  () => import('../features/vendors/vendor-edit-page'),
  (m) => m.VendorEditPage,
  { words: ['vendors', 'delivery-schedules'] },
);
// The vendor detail shows the products feature's part: composed here, not imported there.
export const VendorViewPage = lazy(async () => {
  const [{ VendorViewPage: Page }, { VendorProductsSection }] = await Promise.all([
    import('../features/vendors/vendor-view-page'),
    import('../features/products/vendor-products-section'),
    loadFeatureWords(['vendors', 'delivery-schedules', 'products']),
  ]);
  return { default: () => <Page ProductsSection={VendorProductsSection} /> };
});
export const VendorsPage = page(
  () => import('../features/vendors/vendors-page'),
  (m) => m.VendorsPage,
  { words: ['vendors', 'delivery-schedules'] },
);
export const DashboardEditorPage = page(
  () => import('../features/home/dashboard-editor-page'),
  (m) => m.DashboardEditorPage,
);
export const PromotionEditorPage = page(
  () => import('../features/promotion/promotion-editor-page'),
  (m) => m.PromotionEditorPage,
  { words: ['promotion'] },
);
export const PromotionPage = page(
  () => import('../features/promotion/promotion-page'),
  (m) => m.PromotionPage,
  { words: ['promotion'] },
);
export const SchematicEditPage = page(
  () => import('../features/schematics/schematic-edit-page'),
  (m) => m.SchematicEditPage,
  { words: ['schematics'] },
);
export const SchematicsAdminPage = page(
  () => import('../features/schematics/schematics-admin-page'),
  (m) => m.SchematicsAdminPage,
  { words: ['schematics'] },
);
export const SchematicsPage = page(
  () => import('../features/schematics/schematics-page'),
  (m) => m.SchematicsPage,
  { words: ['schematics'] },
);
export const BatchRecipesPage = page(
  () => import('../features/recipes/batch-recipes-page'),
  (m) => m.BatchRecipesPage,
  { words: ['recipes'] },
);
export const DrinkRecipesPage = page(
  () => import('../features/recipes/drink-recipes-page'),
  (m) => m.DrinkRecipesPage,
  { words: ['recipes'] },
);
export const RecipeEditPage = page(
  () => import('../features/recipes/recipe-edit-page'),
  (m) => m.RecipeEditPage,
  { words: ['recipes'] },
);
export const RecipeTypePage = page(
  () => import('../features/recipes/recipe-type-page'),
  (m) => m.RecipeTypePage,
  { words: ['recipes'] },
);
export const RecipesAdminPage = page(
  () => import('../features/recipes/recipes-admin-page'),
  (m) => m.RecipesAdminPage,
  { words: ['recipes'] },
);
export const AddressBookEditPage = page(
  () => import('../features/address-book/address-book-edit-page'),
  (m) => m.AddressBookEditPage,
  { words: ['address-book'] },
);
export const AddressBookPage = page(
  () => import('../features/address-book/address-book-page'),
  (m) => m.AddressBookPage,
  { words: ['address-book'] },
);
export const DocumentEditPage = page(
  () => import('../features/documents/document-edit-page'),
  (m) => m.DocumentEditPage,
  { words: ['documents'] },
);
export const DocumentsPage = page(
  () => import('../features/documents/documents-page'),
  (m) => m.DocumentsPage,
  { words: ['documents'] },
);
export const HrDocumentsPage = page(
  () => import('../features/documents/hr-documents-page'),
  (m) => m.HrDocumentsPage,
  { words: ['documents'] },
);
export const KeyReleasePage = page(
  () => import('../features/key-release/key-release-page'),
  (m) => m.KeyReleasePage,
  { words: ['key-release'] },
);
export const ServiceTicketPage = page(
  () => import('../features/service-ticket/service-ticket-page'),
  (m) => m.ServiceTicketPage,
  { words: ['service-ticket'] },
);
export const RetailScoreFormPage = page(
  () => import('../features/evaluations/retail-score-form-page'),
  (m) => m.RetailScoreFormPage,
  { words: ['evaluations'] },
);
export const RetailScoreViewPage = page(
  () => import('../features/evaluations/retail-score-view-page'),
  (m) => m.RetailScoreViewPage,
  { words: ['evaluations'] },
);
export const RetailScoresPage = page(
  () => import('../features/evaluations/retail-scores-page'),
  (m) => m.RetailScoresPage,
  { words: ['evaluations'] },
);
export const ScoreCategoriesPage = page(
  () => import('../features/evaluations/score-categories-page'),
  (m) => m.ScoreCategoriesPage,
  { words: ['evaluations'] },
);
export const ScoreCategoryCreatePage = page(
  () => import('../features/evaluations/score-category-create-page'),
  (m) => m.ScoreCategoryCreatePage,
  { words: ['evaluations'] },
);
export const ScoreCategoryEditPage = page(
  () => import('../features/evaluations/score-category-edit-page'),
  (m) => m.ScoreCategoryEditPage,
  { words: ['evaluations'] },
);
export const IncidentFormPage = page(
  () => import('../features/incidents/incident-form-page'),
  (m) => m.IncidentFormPage,
  { words: ['incidents'] },
);
export const IncidentListPage = page(
  () => import('../features/incidents/incident-list-page'),
  (m) => m.IncidentListPage,
  { words: ['incidents'] },
);
export const IncidentViewPage = page(
  () => import('../features/incidents/incident-view-page'),
  (m) => m.IncidentViewPage,
  { words: ['incidents'] },
);
export const TodayBoardPage = page(
  () => import('../features/store-day/today-board-page'),
  (m) => m.TodayBoardPage,
  { words: ['store-day'] },
);
export const DueTimesPage = page(
  () => import('../features/store-day/due-times-page'),
  (m) => m.DueTimesPage,
  { words: ['store-day'] },
);
export const OverviewPage = page(
  () => import('../features/overview/overview-page'),
  (m) => m.OverviewPage,
  { words: ['overview'] },
);
export const OverviewStoreDaysPage = page(
  () => import('../features/overview/overview-store-days-page'),
  (m) => m.OverviewStoreDaysPage,
  { words: ['overview'] },
);
export const ChainActionsPage = page(
  () => import('../features/corrective-actions/actions-list-page'),
  (m) => m.ChainActionsPage,
  { words: ['corrective-actions'] },
);
export const StoreActionsPage = page(
  () => import('../features/corrective-actions/actions-list-page'),
  (m) => m.StoreActionsPage,
  { words: ['corrective-actions'] },
);
export const ActionPage = page(
  () => import('../features/corrective-actions/action-page'),
  (m) => m.ActionPage,
  { words: ['corrective-actions'] },
);
export const ActionFormPage = page(
  () => import('../features/corrective-actions/action-form-page'),
  (m) => m.ActionFormPage,
  { words: ['corrective-actions'] },
);
export const ActionSettingsPage = page(
  () => import('../features/corrective-actions/action-settings-page'),
  (m) => m.ActionSettingsPage,
  { words: ['corrective-actions'] },
);
export const FoodSettingsPage = page(
  () => import('../features/food-settings/food-settings-page'),
  (m) => m.FoodSettingsPage,
  { words: ['food-settings'] },
);
export const FoodUnitsPage = page(
  () => import('../features/food-units/food-units-page'),
  (m) => m.FoodUnitsPage,
  { words: ['food-units'] },
);
export const ForbiddenPage = page(
  () => import('../components/forbidden-page'),
  (m) => m.ForbiddenPage,
);
export const LandingPage = page(
  () => import('./landing-page'),
  (m) => m.LandingPage,
);
