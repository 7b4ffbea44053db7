import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, useParams, type RouteObject } from 'react-router';
// The login page is the first page of most visits: it comes with the entry, saving a round trip.
import { LoginPage } from '../features/auth/login-page';
import { prefetchHome } from '../features/home/api/prefetch-home';
import { registerNavigate } from '../lib/navigation';
import { msg } from '@lingui/core/macro';
import { loadPageMessages } from '../i18n/i18n';
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
function page<M, P extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => P, { frame = false } = {}) {
  // A page outside the frame brings its words in the active language with its code (decision 273).
  const words = frame ? () => Promise.resolve() : loadPageMessages;
  return Object.assign(
    lazy(async () => ({ default: pick((await Promise.all([load(), words()]))[0]) })),
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
  { frame: true },
);
const ForgotPasswordPage = page(
  () => import('../features/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
  {
    frame: true,
  },
);
const LogoutPage = page(
  () => import('../features/auth/logout-page'),
  (m) => m.LogoutPage,
  { frame: true },
);
const ManagerLoginPage = page(
  () => import('../features/auth/manager-login-page'),
  (m) => m.ManagerLoginPage,
  { frame: true },
);
const ManagerLogoutPage = page(
  () => import('../features/auth/manager-logout-page'),
  (m) => m.ManagerLogoutPage,
  {
    frame: true,
  },
);
const SetPasswordPage = page(
  () => import('../features/auth/set-password-page'),
  (m) => m.SetPasswordPage,
  { frame: true },
);
const CashCountPage = page(
  () => import('../features/cash-count/cash-count-page'),
  (m) => m.CashCountPage,
);
const ChecklistTaskPage = page(
  () => import('../features/checklists/checklist-task-page'),
  (m) => m.ChecklistTaskPage,
);
const ChecklistsPage = page(
  () => import('../features/checklists/checklists-page'),
  (m) => m.ChecklistsPage,
);
const CommSheetPage = page(
  () => import('../features/comm-sheet/comm-sheet-page'),
  (m) => m.CommSheetPage,
);
const DailyChecklistPage = page(
  () => import('../features/daily-checklist/daily-checklist-page'),
  (m) => m.DailyChecklistPage,
);
const WasteLogPage = page(
  () => import('../features/waste-log/waste-log-page'),
  (m) => m.WasteLogPage,
);
const HomePage = page(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
  { frame: true },
);
const ProfilePage = page(
  () => import('../features/profile/profile-page'),
  (m) => m.ProfilePage,
);
const RoleEditPage = page(
  () => import('../features/roles/role-edit-page'),
  (m) => m.RoleEditPage,
);
const RolesPage = page(
  () => import('../features/roles/roles-page'),
  (m) => m.RolesPage,
);
const StoreEditPage = page(
  () => import('../features/stores-admin/store-edit-page'),
  (m) => m.StoreEditPage,
);
const StoreViewPage = page(
  () => import('../features/stores-admin/store-view-page'),
  (m) => m.StoreViewPage,
);
const StoresPage = page(
  () => import('../features/stores-admin/stores-page'),
  (m) => m.StoresPage,
);
const UserAccessPage = page(
  () => import('../features/user-access/user-access-page'),
  (m) => m.UserAccessPage,
);
const ProfileEditPage = page(
  () => import('../features/users/user-edit-page'),
  (m) => m.ProfileEditPage,
);
const UserEditPage = page(
  () => import('../features/users/user-edit-page'),
  (m) => m.UserEditPage,
);
const UserViewPage = page(
  () => import('../features/users/user-view-page'),
  (m) => m.UserViewPage,
);
const UsersPage = page(
  () => import('../features/users/users-page'),
  (m) => m.UsersPage,
);
const CategoriesPage = page(
  () => import('../features/categories/categories-page'),
  (m) => m.CategoriesPage,
);
const CategoryEditPage = page(
  () => import('../features/categories/category-edit-page'),
  (m) => m.CategoryEditPage,
);
const NewOrdersPage = page(
  () => import('../features/new-orders/new-orders-page'),
  (m) => m.NewOrdersPage,
);
const OrderHistoryPage = page(
  () => import('../features/order-history/order-history-page'),
  (m) => m.OrderHistoryPage,
);
const ProductEditPage = page(
  () => import('../features/products/product-edit-page'),
  (m) => m.ProductEditPage,
);
const ProductsPage = page(
  () => import('../features/products/products-page'),
  (m) => m.ProductsPage,
);
const VendorEditPage = page(
  () => import('../features/vendors/vendor-edit-page'),
  (m) => m.VendorEditPage,
);
// The vendor detail shows the products feature's part: composed here, not imported there.
const VendorViewPage = lazy(async () => {
  const [{ VendorViewPage: Page }, { VendorProductsSection }] = await Promise.all([
    import('../features/vendors/vendor-view-page'),
    import('../features/products/vendor-products-section'),
    loadPageMessages(),
  ]);
  return { default: () => <Page ProductsSection={VendorProductsSection} /> };
});
const VendorsPage = page(
  () => import('../features/vendors/vendors-page'),
  (m) => m.VendorsPage,
);
const DashboardEditorPage = page(
  () => import('../features/home/dashboard-editor-page'),
  (m) => m.DashboardEditorPage,
  {
    frame: true,
  },
);
const PromotionEditorPage = page(
  () => import('../features/promotion/promotion-editor-page'),
  (m) => m.PromotionEditorPage,
);
const PromotionPage = page(
  () => import('../features/promotion/promotion-page'),
  (m) => m.PromotionPage,
);
const SchematicEditPage = page(
  () => import('../features/schematics/schematic-edit-page'),
  (m) => m.SchematicEditPage,
);
const SchematicsAdminPage = page(
  () => import('../features/schematics/schematics-admin-page'),
  (m) => m.SchematicsAdminPage,
);
const SchematicsPage = page(
  () => import('../features/schematics/schematics-page'),
  (m) => m.SchematicsPage,
);
const BatchRecipesPage = page(
  () => import('../features/recipes/batch-recipes-page'),
  (m) => m.BatchRecipesPage,
);
const DrinkRecipesPage = page(
  () => import('../features/recipes/drink-recipes-page'),
  (m) => m.DrinkRecipesPage,
);
const RecipeEditPage = page(
  () => import('../features/recipes/recipe-edit-page'),
  (m) => m.RecipeEditPage,
);
const RecipeTypePage = page(
  () => import('../features/recipes/recipe-type-page'),
  (m) => m.RecipeTypePage,
);
const RecipesAdminPage = page(
  () => import('../features/recipes/recipes-admin-page'),
  (m) => m.RecipesAdminPage,
);
const AddressBookEditPage = page(
  () => import('../features/address-book/address-book-edit-page'),
  (m) => m.AddressBookEditPage,
);
const AddressBookPage = page(
  () => import('../features/address-book/address-book-page'),
  (m) => m.AddressBookPage,
);
const DocumentEditPage = page(
  () => import('../features/documents/document-edit-page'),
  (m) => m.DocumentEditPage,
);
const DocumentsPage = page(
  () => import('../features/documents/documents-page'),
  (m) => m.DocumentsPage,
);
const HrDocumentsPage = page(
  () => import('../features/documents/hr-documents-page'),
  (m) => m.HrDocumentsPage,
);
const KeyReleasePage = page(
  () => import('../features/key-release/key-release-page'),
  (m) => m.KeyReleasePage,
);
const ServiceTicketPage = page(
  () => import('../features/service-ticket/service-ticket-page'),
  (m) => m.ServiceTicketPage,
);
const RetailScoreFormPage = page(
  () => import('../features/evaluations/retail-score-form-page'),
  (m) => m.RetailScoreFormPage,
);
const RetailScoreViewPage = page(
  () => import('../features/evaluations/retail-score-view-page'),
  (m) => m.RetailScoreViewPage,
);
const RetailScoresPage = page(
  () => import('../features/evaluations/retail-scores-page'),
  (m) => m.RetailScoresPage,
);
const ScoreCategoriesPage = page(
  () => import('../features/evaluations/score-categories-page'),
  (m) => m.ScoreCategoriesPage,
);
const ScoreCategoryCreatePage = page(
  () => import('../features/evaluations/score-category-create-page'),
  (m) => m.ScoreCategoryCreatePage,
);
const ScoreCategoryEditPage = page(
  () => import('../features/evaluations/score-category-edit-page'),
  (m) => m.ScoreCategoryEditPage,
);
const IncidentFormPage = page(
  () => import('../features/incidents/incident-form-page'),
  (m) => m.IncidentFormPage,
);
const IncidentListPage = page(
  () => import('../features/incidents/incident-list-page'),
  (m) => m.IncidentListPage,
);
const IncidentViewPage = page(
  () => import('../features/incidents/incident-view-page'),
  (m) => m.IncidentViewPage,
);
const TodayBoardPage = page(
  () => import('../features/store-day/today-board-page'),
  (m) => m.TodayBoardPage,
);
const DueTimesPage = page(
  () => import('../features/store-day/due-times-page'),
  (m) => m.DueTimesPage,
);
const OverviewPage = page(
  () => import('../features/overview/overview-page'),
  (m) => m.OverviewPage,
);
const OverviewStoreDaysPage = page(
  () => import('../features/overview/overview-store-days-page'),
  (m) => m.OverviewStoreDaysPage,
);
const ChainActionsPage = page(
  () => import('../features/corrective-actions/actions-list-page'),
  (m) => m.ChainActionsPage,
);
const StoreActionsPage = page(
  () => import('../features/corrective-actions/actions-list-page'),
  (m) => m.StoreActionsPage,
);
const ActionPage = page(
  () => import('../features/corrective-actions/action-page'),
  (m) => m.ActionPage,
);
const ActionFormPage = page(
  () => import('../features/corrective-actions/action-form-page'),
  (m) => m.ActionFormPage,
);
const ActionSettingsPage = page(
  () => import('../features/corrective-actions/action-settings-page'),
  (m) => m.ActionSettingsPage,
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
