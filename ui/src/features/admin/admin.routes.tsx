import { adminsMode, usersMode } from './components/users/account-mode';
import { AccountsPage } from './components/users/accounts-page';

// Admin screens, loaded on demand with their frame (login, role check, side menu, page password).
export { CheckInPage as AdminCheckInPage } from './components/check-in/check-in-page';
export { CorrectionsPage as AdminCorrectionsPage } from './components/corrections/corrections-page';
export { AdminHomePage } from './components/home/admin-home-page';
export { MenuItemsPage as AdminMenuItemsPage } from './components/menu-items/menu-items-page';
export { MenusPage as AdminMenusPage } from './components/menus/menus-page';
export { OptionGroupsPage as AdminOptionGroupsPage } from './components/option-groups/option-groups-page';
export { PrintersPage as AdminPrintersPage } from './components/printers/printers-page';
export { ReceiptsPage as AdminReceiptsPage } from './components/receipts/receipts-page';
export { AdminLayout } from './components/shell/admin-layout';
export { StationsPage as AdminStationsPage } from './components/stations/stations-page';
export { TabletsPage as AdminTabletsPage } from './components/tablets/tablets-page';
export { TranslationsPage as AdminTranslationsPage } from './components/translations/translations-page';
export { UpgradesPage as AdminUpgradesPage } from './components/upgrades/upgrades-page';

export function AdminUsersPage() {
  return <AccountsPage key="users" mode={usersMode()} />;
}

export function AdminAdminUsersPage() {
  return <AccountsPage key="admins" mode={adminsMode()} />;
}
