import { ROLE } from '@contract/constants';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { assignableRoles, visibleRoles } from '../../lib/options';

/**
 * The two account screens share one list. /admin/admin-users manages every account the caller may
 * see, with role filter and picker; /admin/users keeps to shop staff (role 11): no role choices,
 * new accounts are role 11 (SPEC.md's user listing reading queries a single role).
 */
export interface AccountMode {
  title: string;
  lead: string;
  listLabel: string;
  empty: string;
  updated: string;
  /** Roles listed at all; empty means every role the caller may see. */
  scope: readonly number[];
  /** Role filter choices (none: no role filter). */
  filterRoles: (callerRole: number) => number[];
  /** Role picker choices in register and edit (none: role stays 11). */
  pickRoles: (callerRole: number) => number[];
}

export const ADMINS: AccountMode = {
  title: ja.titles.adminAdminUsers,
  lead: adminJa.users.adminsLead,
  listLabel: adminJa.users.adminsList,
  empty: adminJa.users.emptyAdmins,
  updated: ja.success.adminUpdated,
  scope: [],
  filterRoles: visibleRoles,
  pickRoles: assignableRoles,
};

export const USERS: AccountMode = {
  title: ja.titles.adminUsers,
  lead: adminJa.users.usersLead,
  listLabel: adminJa.users.usersList,
  empty: adminJa.users.emptyUsers,
  updated: adminJa.users.userUpdated,
  scope: [ROLE.admin],
  filterRoles: () => [],
  pickRoles: () => [],
};
