import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, useParams, type RouteObject } from 'react-router';
// The login page is the first page of most visits: it comes with the entry, saving a round trip.
import { LoginPage } from '../features/auth/login-page';
import { prefetchHome } from '../features/home/api/prefetch-home';
import { registerNavigate } from '../lib/navigation';
import { msg } from '@lingui/core/macro';
import { loadFeatureWords } from '../i18n/i18n';
import { RequireSession, SignedOutOnly } from './guards';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { queryClient } from './providers';
import { RouteErrorPage } from './route-error-page';

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

/** A route's first data, asked for as the page opens (the first page of a visit only). */
interface RouteHandle {
  prefetch?: (client: typeof queryClient) => void;
}

/** A page whose code can be fetched before React asks for it (the module is fetched once). */
interface Preloadable {
  preload?: () => Promise<unknown>;
}

// The signed-in frame (menu, header) too: the sign-in pages do without it and its menus' code.
const AppLayout = page(
  () => import('./app-layout'),
  (m) => m.AppLayout,
);
const ForgotPasswordPage = page(
  () => import('../features/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const LogoutPage = page(
  () => import('../features/auth/logout-page'),
  (m) => m.LogoutPage,
);
const ManagerLoginPage = page(
  () => import('../features/auth/manager-login-page'),
  (m) => m.ManagerLoginPage,
);
const ManagerLogoutPage = page(
  () => import('../features/auth/manager-logout-page'),
  (m) => m.ManagerLogoutPage,
);
const SetPasswordPage = page(
  () => import('../features/auth/set-password-page'),
  (m) => m.SetPasswordPage,
);
const CashCountPage = page(
  () => import('../features/cash-count/cash-count-page'),
  (m) => m.CashCountPage,
  { words: ['cash-count'] },
);
const ChecklistTaskPage = page(
  () => import('../features/checklists/checklist-task-page'),
  (m) => m.ChecklistTaskPage,
  { words: ['checklists'] },
);
const ChecklistsPage = page(
  () => import('../features/checklists/checklists-page'),
  (m) => m.ChecklistsPage,
  { words: ['checklists'] },
);
const CommSheetPage = page(
  () => import('../features/comm-sheet/comm-sheet-page'),
  (m) => m.CommSheetPage,
  { words: ['comm-sheet'] },
);
const DailyChecklistPage = page(
  () => import('../features/daily-checklist/daily-checklist-page'),
  (m) => m.DailyChecklistPage,
  { words: ['daily-checklist'] },
);
const WasteLogPage = page(
  () => import('../features/waste-log/waste-log-page'),
  (m) => m.WasteLogPage,
  { words: ['waste-log'] },
);
const HomePage = page(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);
const ProfilePage = page(
  () => import('../features/profile/profile-page'),
  (m) => m.ProfilePage,
  { words: ['profile', 'digest', 'roles'] },
);
const RoleEditPage = page(
  () => import('../features/roles/role-edit-page'),
  (m) => m.RoleEditPage,
  { words: ['roles'] },
);
const RolesPage = page(
  () => import('../features/roles/roles-page'),
  (m) => m.RolesPage,
  { words: ['roles'] },
);
const StoreEditPage = page(
  () => import('../features/stores-admin/store-edit-page'),
  (m) => m.StoreEditPage,
  { words: ['stores-admin', 'roles'] },
);
const StoreViewPage = page(
  () => import('../features/stores-admin/store-view-page'),
  (m) => m.StoreViewPage,
  { words: ['stores-admin', 'roles'] },
);
const StoresPage = page(
  () => import('../features/stores-admin/stores-page'),
  (m) => m.StoresPage,
  { words: ['stores-admin', 'roles'] },
);
const UserAccessPage = page(
  () => import('../features/user-access/user-access-page'),
  (m) => m.UserAccessPage,
  { words: ['user-access', 'roles'] },
);
const ProfileEditPage = page(
  () => import('../features/users/user-edit-page'),
  (m) => m.ProfileEditPage,
  { words: ['users', 'roles'] },
);
const UserEditPage = page(
  () => import('../features/users/user-edit-page'),
  (m) => m.UserEditPage,
  { words: ['users', 'roles'] },
);
const UserViewPage = page(
  () => import('../features/users/user-view-page'),
  (m) => m.UserViewPage,
  { words: ['users', 'roles'] },
);
const UsersPage = page(
  () => import('../features/users/users-page'),
  (m) => m.UsersPage,
  { words: ['users', 'roles'] },
);
const CategoriesPage = page(
  () => import('../features/categories/categories-page'),
  (m) => m.CategoriesPage,
  { words: ['categories'] },
);
const CategoryEditPage = page(
  () => import('../features/categories/category-edit-page'),
  (m) => m.CategoryEditPage,
  { words: ['categories'] },
);
const NewOrdersPage = page(
  () => import('../features/new-orders/new-orders-page'),
  (m) => m.NewOrdersPage,
  { words: ['new-orders'] },
);
const OrderHistoryPage = page(
  () => import('../features/order-history/order-history-page'),
  (m) => m.OrderHistoryPage,
  { words: ['order-history'] },
);
const ProductEditPage = page(
  () => import('../features/products/product-edit-page'),
  (m) => m.ProductEditPage,
  { words: ['products'] },
);
const ProductsPage = page(
  () => import('../features/products/products-page'),
  (m) => m.ProductsPage,
  { words: ['products'] },
);
const VendorEditPage = page(
  () => import('../features/vendors/vendor-edit-page'),
  (m) => m.VendorEditPage,
  { words: ['vendors', 'delivery-schedules'] },
);
// The vendor detail shows the products feature's part: composed here, not imported there.
const VendorViewPage = lazy(async () => {
  const [{ VendorViewPage: Page }, { VendorProductsSection }] = await Promise.all([
    import('../features/vendors/vendor-view-page'),
    import('../features/products/vendor-products-section'),
    loadFeatureWords(['vendors', 'delivery-schedules', 'products']),
  ]);
  return { default: () => <Page ProductsSection={VendorProductsSection} /> };
});
const VendorsPage = page(
  () => import('../features/vendors/vendors-page'),
  (m) => m.VendorsPage,
  { words: ['vendors', 'delivery-schedules'] },
);
const DashboardEditorPage = page(
  () => import('../features/home/dashboard-editor-page'),
  (m) => m.DashboardEditorPage,
);
const PromotionEditorPage = page(
  () => import('../features/promotion/promotion-editor-page'),
  (m) => m.PromotionEditorPage,
  { words: ['promotion'] },
);
const PromotionPage = page(
  () => import('../features/promotion/promotion-page'),
  (m) => m.PromotionPage,
  { words: ['promotion'] },
);
const SchematicEditPage = page(
  () => import('../features/schematics/schematic-edit-page'),
  (m) => m.SchematicEditPage,
  { words: ['schematics'] },
);
const SchematicsAdminPage = page(
  () => import('../features/schematics/schematics-admin-page'),
  (m) => m.SchematicsAdminPage,
  { words: ['schematics'] },
);
const SchematicsPage = page(
  () => import('../features/schematics/schematics-page'),
  (m) => m.SchematicsPage,
  { words: ['schematics'] },
);
const BatchRecipesPage = page(
  () => import('../features/recipes/batch-recipes-page'),
  (m) => m.BatchRecipesPage,
  { words: ['recipes'] },
);
const DrinkRecipesPage = page(
  () => import('../features/recipes/drink-recipes-page'),
  (m) => m.DrinkRecipesPage,
  { words: ['recipes'] },
);
const RecipeEditPage = page(
  () => import('../features/recipes/recipe-edit-page'),
  (m) => m.RecipeEditPage,
  { words: ['recipes'] },
);
const RecipeTypePage = page(
  () => import('../features/recipes/recipe-type-page'),
  (m) => m.RecipeTypePage,
  { words: ['recipes'] },
);
const RecipesAdminPage = page(
  () => import('../features/recipes/recipes-admin-page'),
  (m) => m.RecipesAdminPage,
  { words: ['recipes'] },
);
const AddressBookEditPage = page(
  () => import('../features/address-book/address-book-edit-page'),
  (m) => m.AddressBookEditPage,
  { words: ['address-book'] },
);
const AddressBookPage = page(
  () => import('../features/address-book/address-book-page'),
  (m) => m.AddressBookPage,
  { words: ['address-book'] },
);
const DocumentEditPage = page(
  () => import('../features/documents/document-edit-page'),
  (m) => m.DocumentEditPage,
  { words: ['documents'] },
);
const DocumentsPage = page(
  () => import('../features/documents/documents-page'),
  (m) => m.DocumentsPage,
  { words: ['documents'] },
);
const HrDocumentsPage = page(
  () => import('../features/documents/hr-documents-page'),
  (m) => m.HrDocumentsPage,
  { words: ['documents'] },
);
const KeyReleasePage = page(
  () => import('../features/key-release/key-release-page'),
  (m) => m.KeyReleasePage,
  { words: ['key-release'] },
);
const ServiceTicketPage = page(
  () => import('../features/service-ticket/service-ticket-page'),
  (m) => m.ServiceTicketPage,
  { words: ['service-ticket'] },
);
const RetailScoreFormPage = page(
  () => import('../features/evaluations/retail-score-form-page'),
  (m) => m.RetailScoreFormPage,
  { words: ['evaluations'] },
);
const RetailScoreViewPage = page(
  () => import('../features/evaluations/retail-score-view-page'),
  (m) => m.RetailScoreViewPage,
  { words: ['evaluations'] },
);
const RetailScoresPage = page(
  () => import('../features/evaluations/retail-scores-page'),
  (m) => m.RetailScoresPage,
  { words: ['evaluations'] },
);
const ScoreCategoriesPage = page(
  () => import('../features/evaluations/score-categories-page'),
  (m) => m.ScoreCategoriesPage,
  { words: ['evaluations'] },
);
const ScoreCategoryCreatePage = page(
  () => import('../features/evaluations/score-category-create-page'),
  (m) => m.ScoreCategoryCreatePage,
  { words: ['evaluations'] },
);
const ScoreCategoryEditPage = page(
  () => import('../features/evaluations/score-category-edit-page'),
  (m) => m.ScoreCategoryEditPage,
  { words: ['evaluations'] },
);
const IncidentFormPage = page(
  () => import('../features/incidents/incident-form-page'),
  (m) => m.IncidentFormPage,
  { words: ['incidents'] },
);
const IncidentListPage = page(
  () => import('../features/incidents/incident-list-page'),
  (m) => m.IncidentListPage,
  { words: ['incidents'] },
);
const IncidentViewPage = page(
  () => import('../features/incidents/incident-view-page'),
  (m) => m.IncidentViewPage,
  { words: ['incidents'] },
);
const TodayBoardPage = page(
  () => import('../features/store-day/today-board-page'),
  (m) => m.TodayBoardPage,
  { words: ['store-day'] },
);
const DueTimesPage = page(
  () => import('../features/store-day/due-times-page'),
  (m) => m.DueTimesPage,
  { words: ['store-day'] },
);
const OverviewPage = page(
  () => import('../features/overview/overview-page'),
  (m) => m.OverviewPage,
  { words: ['overview'] },
);
const OverviewStoreDaysPage = page(
  () => import('../features/overview/overview-store-days-page'),
  (m) => m.OverviewStoreDaysPage,
  { words: ['overview'] },
);
const ChainActionsPage = page(
  () => import('../features/corrective-actions/actions-list-page'),
  (m) => m.ChainActionsPage,
  { words: ['corrective-actions'] },
);
const StoreActionsPage = page(
  () => import('../features/corrective-actions/actions-list-page'),
  (m) => m.StoreActionsPage,
  { words: ['corrective-actions'] },
);
const ActionPage = page(
  () => import('../features/corrective-actions/action-page'),
  (m) => m.ActionPage,
  { words: ['corrective-actions'] },
);
const ActionFormPage = page(
  () => import('../features/corrective-actions/action-form-page'),
  (m) => m.ActionFormPage,
  { words: ['corrective-actions'] },
);
const ActionSettingsPage = page(
  () => import('../features/corrective-actions/action-settings-page'),
  (m) => m.ActionSettingsPage,
  { words: ['corrective-actions'] },
);
const ForbiddenPage = page(
  () => import('../components/forbidden-page'),
  (m) => m.ForbiddenPage,
);
const LandingPage = page(
  () => import('./landing-page'),
  (m) => m.LandingPage,
);

/**
 * A store page's address holds both store and date or neither (spec 3 §2.1): a store without a
 * date is not in the route table, so it shows "Page not found" (§2.13).
 */
function StoreAndDay({ page: element }: { page: ReactElement }) {
  const { store, date } = useParams();
  return store != null && date == null ? <NotFoundPage /> : element;
}

/**
 * The pages that exist, by the spec's route table (spec 3 §2.1); every other address, including
 * table entries whose page is not built yet, shows "Page not found".
 */
export const routes: RouteObject[] = [
  { path: paths.logout.path, element: <LogoutPage />, errorElement: <RouteErrorPage /> },
  {
    element: <SignedOutOnly />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <SetPasswordPage kind="reset" key="reset" /> },
      { path: paths.userInvite.path, element: <SetPasswordPage kind="invite" key="invite" /> },
    ],
  },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RequireSession />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home.path, element: <HomePage />, handle: { prefetch: prefetchHome } satisfies RouteHandle },
          { path: paths.checkLists.path, element: <LandingPage group="check-lists" title={msg`CHECK LISTS`} /> },
          { path: paths.management.path, element: <LandingPage group="management" title={msg`MANAGEMENT`} /> },
          { path: paths.admin.path, element: <LandingPage group="admin" title={msg`ADMIN`} /> },
          { path: paths.managementLogin.path, element: <ManagerLoginPage /> },
          { path: paths.managementLogout.path, element: <ManagerLogoutPage /> },
          { path: paths.profile.path, element: <ProfilePage /> },
          { path: paths.profileEdit.path, element: <ProfileEditPage /> },
          { path: paths.adminUsers.path, element: <UsersPage /> },
          { path: paths.adminUserEdit.path, element: <UserEditPage /> },
          { path: paths.adminUser.path, element: <UserViewPage /> },
          { path: paths.adminStores.path, element: <StoresPage /> },
          { path: paths.adminStoreEdit.path, element: <StoreEditPage /> },
          { path: paths.adminStore.path, element: <StoreViewPage /> },
          { path: paths.adminRoles.path, element: <RolesPage /> },
          { path: paths.adminRole.path, element: <RoleEditPage /> },
          ...paths.userAccess.paths.map((path) => ({ path, element: <UserAccessPage /> })),
          // Store and date are optional (spec 1 §2); one route keeps the page mounted when the address is rewritten.
          { path: `${paths.commSheet.path}/:store?/:date?`, element: <StoreAndDay page={<CommSheetPage />} /> },
          { path: `${paths.dailyCheck.path}/:store?/:date?`, element: <StoreAndDay page={<DailyChecklistPage />} /> },
          { path: `${paths.cashCount.path}/:store?/:date?`, element: <StoreAndDay page={<CashCountPage />} /> },
          { path: `${paths.wasteLog.path}/:store?/:date?`, element: <StoreAndDay page={<WasteLogPage />} /> },
          { path: paths.today.path, element: <TodayBoardPage /> },
          { path: paths.todayDueTimes.path, element: <DueTimesPage /> },
          { path: paths.overview.path, element: <OverviewPage /> },
          { path: paths.overviewStoreDays.path, element: <OverviewStoreDaysPage /> },
          { path: paths.actions.path, element: <ChainActionsPage /> },
          { path: paths.storeActions.path, element: <StoreActionsPage /> },
          { path: paths.actionNew.path, element: <ActionFormPage key="create" /> },
          { path: paths.actionSettings.path, element: <ActionSettingsPage /> },
          { path: paths.action.path, element: <ActionPage /> },
          { path: paths.actionEdit.path, element: <ActionFormPage key="edit" /> },
          { path: paths.checklists.path, element: <ChecklistsPage /> },
          { path: paths.checklistTask.path, element: <ChecklistTaskPage /> },
          { path: paths.adminVendors.path, element: <VendorsPage /> },
          { path: paths.adminVendorEdit.path, element: <VendorEditPage /> },
          { path: paths.adminVendor.path, element: <VendorViewPage /> },
          { path: paths.adminProducts.path, element: <ProductsPage /> },
          { path: paths.adminProduct.path, element: <ProductEditPage /> },
          { path: paths.adminProductForVendor.path, element: <ProductEditPage /> },
          { path: paths.adminCategories.path, element: <CategoriesPage /> },
          { path: paths.adminCategory.path, element: <CategoryEditPage /> },
          { path: paths.newOrders.path, element: <NewOrdersPage /> },
          { path: paths.orderHistory.path, element: <OrderHistoryPage /> },
          { path: paths.addressBook.path, element: <AddressBookPage /> },
          { path: paths.addressBookEntry.path, element: <AddressBookEditPage /> },
          { path: `${paths.serviceTicket.path}/:store?/:date?`, element: <StoreAndDay page={<ServiceTicketPage />} /> },
          { path: paths.hrDocuments.path, element: <HrDocumentsPage /> },
          { path: paths.keyRelease.path, element: <KeyReleasePage /> },
          { path: paths.adminDocuments.path, element: <DocumentsPage /> },
          { path: paths.adminDocument.path, element: <DocumentEditPage /> },
          { path: paths.retailScoreCategories.path, element: <ScoreCategoriesPage /> },
          { path: paths.retailScoreCategoryCreate.path, element: <ScoreCategoryCreatePage /> },
          { path: paths.retailScoreCategoryEdit.path, element: <ScoreCategoryEditPage /> },
          { path: paths.retailScoreSheets.path, element: <RetailScoresPage /> },
          { path: paths.retailScoreSheetCreate.path, element: <RetailScoreFormPage key="create" /> },
          { path: paths.retailScoreSheetEdit.path, element: <RetailScoreFormPage key="edit" /> },
          { path: paths.retailScoreSheet.path, element: <RetailScoreViewPage /> },
          { path: paths.incidentReportCreate.path, element: <IncidentFormPage key="create" /> },
          { path: paths.incidentReportEdit.path, element: <IncidentFormPage key="edit" /> },
          { path: paths.incidentReport.path, element: <IncidentViewPage /> },
          { path: paths.incidentReportList.path, element: <IncidentListPage /> },
          { path: paths.forbidden.path, element: <ForbiddenPage /> },
          // Every signed-in user may open the promotion that Home's card links to (docs/decisions/017).
          { path: paths.promotion.path, element: <PromotionPage /> },
          { path: paths.adminDashboard.path, element: <DashboardEditorPage /> },
          { path: paths.adminPromotion.path, element: <PromotionEditorPage /> },
          { path: paths.schematics.path, element: <SchematicsPage /> },
          { path: paths.adminSchematics.path, element: <SchematicsAdminPage /> },
          { path: paths.adminSchematic.path, element: <SchematicEditPage /> },
          { path: paths.recipes.path, element: <LandingPage group="recipes" title={msg`RECIPES`} /> },
          { path: paths.recipeType.path, element: <RecipeTypePage /> },
          { path: paths.batchRecipes.path, element: <BatchRecipesPage /> },
          { path: paths.drinkRecipes.path, element: <DrinkRecipesPage /> },
          { path: paths.adminRecipes.path, element: <RecipesAdminPage /> },
          { path: paths.adminRecipe.path, element: <RecipeEditPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * Starts fetching the code of every level of the page at `pathname` at once (the frame and the
 * page, with the chunks they import) and the page's first data. Otherwise each level's chunk is
 * asked for only once the level above has loaded and rendered, and the data once the page has,
 * one round trip after another (docs/decisions/041).
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A chunk that fails here fails again when React asks for it, and reaches the error page then.
    if (isValidElement(route.element)) (route.element.type as Preloadable).preload?.().catch(() => undefined);
    (route.handle as RouteHandle | undefined)?.prefetch?.(queryClient);
  }
}

registerNavigate((path, options) => {
  void router.navigate(path, options);
});
