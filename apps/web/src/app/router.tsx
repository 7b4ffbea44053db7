import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { LogoutPage } from '../features/auth/logout-page';
import { ManagerLoginPage } from '../features/auth/manager-login-page';
import { ManagerLogoutPage } from '../features/auth/manager-logout-page';
import { SetPasswordPage } from '../features/auth/set-password-page';
import { CashCountPage } from '../features/cash-count/cash-count-page';
import { ChecklistTaskPage } from '../features/checklists/checklist-task-page';
import { ChecklistsPage } from '../features/checklists/checklists-page';
import { CommSheetPage } from '../features/comm-sheet/comm-sheet-page';
import { DailyChecklistPage } from '../features/daily-checklist/daily-checklist-page';
import { WasteLogPage } from '../features/waste-log/waste-log-page';
import { HomePage } from '../features/home/home-page';
import { ProfilePage } from '../features/profile/profile-page';
import { RoleEditPage } from '../features/roles/role-edit-page';
import { RolesPage } from '../features/roles/roles-page';
import { StoreEditPage } from '../features/stores-admin/store-edit-page';
import { StoreViewPage } from '../features/stores-admin/store-view-page';
import { StoresPage } from '../features/stores-admin/stores-page';
import { UserAccessPage } from '../features/user-access/user-access-page';
import { ProfileEditPage, UserEditPage } from '../features/users/user-edit-page';
import { UserViewPage } from '../features/users/user-view-page';
import { UsersPage } from '../features/users/users-page';
import { CategoriesPage } from '../features/categories/categories-page';
import { CategoryEditPage } from '../features/categories/category-edit-page';
import { NewOrdersPage } from '../features/new-orders/new-orders-page';
import { OrderHistoryPage } from '../features/order-history/order-history-page';
import { ProductEditPage } from '../features/products/product-edit-page';
import { ProductsPage } from '../features/products/products-page';
import { VendorProductsSection } from '../features/products/vendor-products-section';
import { VendorEditPage } from '../features/vendors/vendor-edit-page';
import { VendorViewPage } from '../features/vendors/vendor-view-page';
import { VendorsPage } from '../features/vendors/vendors-page';
import { DashboardEditorPage } from '../features/home/dashboard-editor-page';
import { PromotionEditorPage } from '../features/promotion/promotion-editor-page';
import { PromotionPage } from '../features/promotion/promotion-page';
import { SchematicEditPage } from '../features/schematics/schematic-edit-page';
import { SchematicsAdminPage } from '../features/schematics/schematics-admin-page';
import { SchematicsPage } from '../features/schematics/schematics-page';
import { BatchRecipesPage } from '../features/recipes/batch-recipes-page';
import { DrinkRecipesPage } from '../features/recipes/drink-recipes-page';
import { RecipeEditPage } from '../features/recipes/recipe-edit-page';
import { RecipeTypePage } from '../features/recipes/recipe-type-page';
import { RecipesAdminPage } from '../features/recipes/recipes-admin-page';
import { AddressBookEditPage } from '../features/address-book/address-book-edit-page';
import { AddressBookPage } from '../features/address-book/address-book-page';
import { DocumentEditPage } from '../features/documents/document-edit-page';
import { DocumentsPage } from '../features/documents/documents-page';
import { HrDocumentsPage } from '../features/documents/hr-documents-page';
import { KeyReleasePage } from '../features/key-release/key-release-page';
import { ServiceTicketPage } from '../features/service-ticket/service-ticket-page';
import { RetailScoreFormPage } from '../features/evaluations/retail-score-form-page';
import { RetailScoreViewPage } from '../features/evaluations/retail-score-view-page';
import { RetailScoresPage } from '../features/evaluations/retail-scores-page';
import { ScoreCategoriesPage } from '../features/evaluations/score-categories-page';
import { ScoreCategoryCreatePage } from '../features/evaluations/score-category-create-page';
import { ScoreCategoryEditPage } from '../features/evaluations/score-category-edit-page';
import { IncidentFormPage } from '../features/incidents/incident-form-page';
import { IncidentListPage } from '../features/incidents/incident-list-page';
import { IncidentViewPage } from '../features/incidents/incident-view-page';
import { registerNavigate } from '../lib/navigation';
import { AppLayout } from './app-layout';
import { ForbiddenPage } from './forbidden-page';
import { RequireSession, SignedOutOnly } from './guards';
import { LandingPage } from './landing-page';
import { NotFoundPage } from './not-found-page';
import { paths } from './paths';
import { RouteErrorPage } from './route-error-page';

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
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.checkLists.path, element: <LandingPage group="check-lists" title="CHECK LISTS" /> },
          { path: paths.management.path, element: <LandingPage group="management" title="MANAGEMENT" /> },
          { path: paths.admin.path, element: <LandingPage group="admin" title="ADMIN" /> },
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
          { path: `${paths.commSheet.path}/:store?/:date?`, element: <CommSheetPage /> },
          { path: `${paths.dailyCheck.path}/:store?/:date?`, element: <DailyChecklistPage /> },
          { path: `${paths.cashCount.path}/:store?/:date?`, element: <CashCountPage /> },
          { path: `${paths.wasteLog.path}/:store?/:date?`, element: <WasteLogPage /> },
          { path: paths.checklists.path, element: <ChecklistsPage /> },
          { path: paths.checklistTask.path, element: <ChecklistTaskPage /> },
          { path: paths.adminVendors.path, element: <VendorsPage /> },
          { path: paths.adminVendorEdit.path, element: <VendorEditPage /> },
          // The vendor detail shows the products feature's part: composed here, not imported there.
          { path: paths.adminVendor.path, element: <VendorViewPage ProductsSection={VendorProductsSection} /> },
          { path: paths.adminProducts.path, element: <ProductsPage /> },
          { path: paths.adminProduct.path, element: <ProductEditPage /> },
          { path: paths.adminProductForVendor.path, element: <ProductEditPage /> },
          { path: paths.adminCategories.path, element: <CategoriesPage /> },
          { path: paths.adminCategory.path, element: <CategoryEditPage /> },
          { path: paths.newOrders.path, element: <NewOrdersPage /> },
          { path: paths.orderHistory.path, element: <OrderHistoryPage /> },
          { path: paths.addressBook.path, element: <AddressBookPage /> },
          { path: paths.addressBookEntry.path, element: <AddressBookEditPage /> },
          { path: `${paths.serviceTicket.path}/:store?/:date?`, element: <ServiceTicketPage /> },
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
          { path: paths.recipes.path, element: <LandingPage group="recipes" title="RECIPES" /> },
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

registerNavigate((path, options) => {
  void router.navigate(path, options);
});
