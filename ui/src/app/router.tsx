import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireLogin } from '@/components/guards/require-login';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { logoutLoader } from '@/features/account/logout-loader';
import * as diner from '@/features/diner/diner.routes';
import { paths } from '@/lib/paths';

// One chunk per area: a diner's tablet never downloads the staff, admin or account screens.
const dinerSetup = () => import('@/features/diner/diner-setup.routes');
// A guest's phone's first page (issue 35): a chunk of its own, so the phone fetches little before its menu.
const guestJoin = () => import('@/features/diner/components/join-page');
const account = () => import('@/features/account/account.routes');
const staff = () => import('@/features/staff/staff.routes');
const kitchen = () => import('@/features/kitchen/kitchen.routes');
const handy = () => import('@/features/handy/handy.routes');
const admin = () => import('@/features/admin/admin.routes');
const adminReports = () => import('@/features/admin/reports.routes');
const legal = () => import('@/features/legal/legal.routes');
const setup = () => import('@/features/setup/setup.routes');

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            // The tablet's frame: its table, live updates, the offline indicator, the order outbox.
            // It and the welcome are the first load; it fetches the other diner screens at once.
            Component: diner.DinerLayout,
            children: [
              { index: true, Component: diner.WelcomePage },
              { path: paths.sp, Component: diner.WelcomePage },
              { path: paths.menu, lazy: lazyPage(diner.loadDinerScreens, (m) => m.MenuPage) },
              { path: paths.staffCalled, lazy: lazyPage(diner.loadDinerScreens, (m) => m.StaffCalledPage) },
              { path: paths.checkoutConfirm, lazy: lazyPage(diner.loadDinerScreens, (m) => m.CheckoutConfirmPage) },
              { path: paths.checkout, lazy: lazyPage(diner.loadDinerScreens, (m) => m.CheckoutPage) },
              { path: paths.orderComplete, lazy: lazyPage(diner.loadDinerScreens, (m) => m.OrderCompletePage) },
            ],
          },
          { path: paths.pair, lazy: lazyPage(dinerSetup, (m) => m.PairPage) },
          { path: paths.join, lazy: lazyPage(guestJoin, (m) => m.JoinPage) },
          {
            // Staff look at the diner menu from any browser: a login, no tablet, no ordering.
            Component: RequireLogin,
            children: [{ path: paths.menuPreview, lazy: lazyPage(dinerSetup, (m) => m.MenuPreviewPage) }],
          },

          { path: paths.orderList, lazy: lazyPage(staff, (m) => m.OrderListPage) },
          { path: paths.checkoutList, lazy: lazyPage(staff, (m) => m.CheckoutListPage) },
          { path: paths.receipt, lazy: lazyPage(staff, (m) => m.ReceiptPage) },
          { path: paths.kitchen, lazy: lazyPage(kitchen, (m) => m.KitchenPage) },
          { path: paths.kitchenExpo, lazy: lazyPage(kitchen, (m) => m.KitchenExpoPage) },
          { path: paths.handy, lazy: lazyPage(handy, (m) => m.HandyPage) },

          // React Router ignores a trailing slash, so '/login/' matches here too.
          { path: paths.login, lazy: lazyPage(account, (m) => m.LoginPage) },
          { path: paths.logout, loader: logoutLoader },
          { path: paths.signupPassword, lazy: lazyPage(account, (m) => m.SignupPasswordPage) },
          { path: paths.forgotPassword, lazy: lazyPage(account, (m) => m.ForgotPasswordPage) },
          { path: paths.resetPassword, lazy: lazyPage(account, (m) => m.ResetPasswordPage) },
          { path: paths.editEmail, lazy: lazyPage(account, (m) => m.EditEmailPage) },
          { path: paths.editEmailUpdated, lazy: lazyPage(account, (m) => m.EditEmailUpdatedPage) },
          { path: paths.editPassword, lazy: lazyPage(account, (m) => m.EditPasswordPage) },
          { path: paths.editProfile, lazy: lazyPage(account, (m) => m.EditProfilePage) },

          {
            // Login, side menu and the /admin page password around every admin screen.
            lazy: lazyPage(admin, (m) => m.AdminLayout),
            children: [
              { path: paths.admin, lazy: lazyPage(admin, (m) => m.AdminHomePage) },
              { path: paths.adminMenuItems, lazy: lazyPage(admin, (m) => m.AdminMenuItemsPage) },
              { path: paths.adminMenus, lazy: lazyPage(admin, (m) => m.AdminMenusPage) },
              { path: paths.adminUsers, lazy: lazyPage(admin, (m) => m.AdminUsersPage) },
              { path: paths.adminAdminUsers, lazy: lazyPage(admin, (m) => m.AdminAdminUsersPage) },
              { path: paths.adminTablets, lazy: lazyPage(admin, (m) => m.AdminTabletsPage) },
              { path: paths.adminStations, lazy: lazyPage(admin, (m) => m.AdminStationsPage) },
              { path: paths.adminOptionGroups, lazy: lazyPage(admin, (m) => m.AdminOptionGroupsPage) },
              { path: paths.adminPrinters, lazy: lazyPage(admin, (m) => m.AdminPrintersPage) },
              { path: paths.adminUpgrades, lazy: lazyPage(admin, (m) => m.AdminUpgradesPage) },
              { path: paths.adminCorrections, lazy: lazyPage(admin, (m) => m.AdminCorrectionsPage) },
              { path: paths.adminCheckIn, lazy: lazyPage(admin, (m) => m.AdminCheckInPage) },
              { path: paths.adminReceipts, lazy: lazyPage(admin, (m) => m.AdminReceiptsPage) },
              { path: paths.adminReports, lazy: lazyPage(adminReports, (m) => m.AdminReportsPage) },
              { path: paths.adminTranslations, lazy: lazyPage(admin, (m) => m.AdminTranslationsPage) },
            ],
          },

          { path: paths.setup, lazy: lazyPage(setup, (m) => m.SetupPage) },

          { path: paths.tokushohou, lazy: lazyPage(legal, (m) => m.TokushohouPage) },
          { path: paths.terms, lazy: lazyPage(legal, (m) => m.TermsPage) },
          { path: paths.policy, lazy: lazyPage(legal, (m) => m.PolicyPage) },

          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
