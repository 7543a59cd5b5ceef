import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ja } from '@/i18n/ja';

// Admin screens, loaded on demand. Replace a placeholder with the screen when it is built.

export function AdminHomePage() {
  return <PlaceholderPage title={ja.titles.admin} />;
}

export function AdminMenuItemsPage() {
  return <PlaceholderPage title={ja.titles.adminMenuItems} />;
}

export function AdminMenusPage() {
  return <PlaceholderPage title={ja.titles.adminMenus} />;
}

export function AdminUsersPage() {
  return <PlaceholderPage title={ja.titles.adminUsers} />;
}

export function AdminAdminUsersPage() {
  return <PlaceholderPage title={ja.titles.adminAdminUsers} />;
}

export function AdminTabletsPage() {
  return <PlaceholderPage title={ja.titles.adminTablets} />;
}
