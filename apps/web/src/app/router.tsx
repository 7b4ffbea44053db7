import { isValidElement, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, useParams, type RouteObject } from 'react-router';
// The login page is the first page of most visits: it comes with the entry, saving a round trip.
import { LoginPage } from '../features/auth/login-page';
import { prefetchHome } from '../features/home/api/prefetch-home';
import { registerNavigate } from '../lib/navigation';
import { msg } from '@lingui/core/macro';
import { RequireSession, SignedOutOnly } from './guards';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { queryClient } from './providers';
import { RouteErrorPage } from './route-error-page';
import {
  ActionFormPage,
  ActionPage,
  ActionSettingsPage,
  AddressBookEditPage,
  AddressBookPage,
  AppLayout,
  BatchRecipesPage,
  CashCountPage,
  CategoriesPage,
  CategoryEditPage,
  ChainActionsPage,
  ChecklistTaskPage,
  ChecklistsPage,
  CommSheetPage,
  DailyChecklistPage,
  FoodLabelsPage,
  DashboardEditorPage,
  DocumentEditPage,
  DocumentsPage,
  DrinkRecipesPage,
  DueTimesPage,
  FoodSafetyPage,
  ForbiddenPage,
  FoodSettingsPage,
  FoodUnitsPage,
  ForgotPasswordPage,
  HomePage,
  HrDocumentsPage,
  IncidentFormPage,
  IncidentListPage,
  IncidentViewPage,
  KeyReleasePage,
  LandingPage,
  LogoutPage,
  ManagerLoginPage,
  ManagerLogoutPage,
  NewOrdersPage,
  OrderHistoryPage,
  OverviewPage,
  OverviewStoreDaysPage,
  ProductEditPage,
  ProductsPage,
  ProfileEditPage,
  ProfilePage,
  PromotionEditorPage,
  PromotionPage,
  RecipeEditPage,
  RecipeTypePage,
  RecipesAdminPage,
  RetailScoreFormPage,
  RetailScoreViewPage,
  RetailScoresPage,
  RoleEditPage,
  RolesPage,
  SchematicEditPage,
  SchematicsAdminPage,
  SchematicsPage,
  ScoreCategoriesPage,
  ScoreCategoryCreatePage,
  ScoreCategoryEditPage,
  ServiceTicketPage,
  SetPasswordPage,
  StoreActionsPage,
  StoreEditPage,
  StoreViewPage,
  StoresPage,
  TodayBoardPage,
  UserAccessPage,
  UserEditPage,
  UserViewPage,
  UsersPage,
  VendorEditPage,
  VendorViewPage,
  VendorsPage,
  WasteLogPage,
  type Preloadable,
} from './lazy-pages';

/** A route's first data, asked for as the page opens (the first page of a visit only). */
interface RouteHandle {
  prefetch?: (client: typeof queryClient) => void;
}

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
          { path: paths.foodLabels.path, element: <FoodLabelsPage /> },
          { path: `${paths.foodSafety.path}/:store?/:date?`, element: <StoreAndDay page={<FoodSafetyPage />} /> },
          { path: paths.today.path, element: <TodayBoardPage /> },
          { path: paths.todayDueTimes.path, element: <DueTimesPage /> },
          { path: paths.overview.path, element: <OverviewPage /> },
          { path: paths.overviewStoreDays.path, element: <OverviewStoreDaysPage /> },
          { path: paths.actions.path, element: <ChainActionsPage /> },
          { path: paths.storeActions.path, element: <StoreActionsPage /> },
          { path: paths.actionNew.path, element: <ActionFormPage key="create" /> },
          { path: paths.actionSettings.path, element: <ActionSettingsPage /> },
          { path: paths.foodSettings.path, element: <FoodSettingsPage /> },
          { path: paths.foodUnits.path, element: <FoodUnitsPage /> },
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
