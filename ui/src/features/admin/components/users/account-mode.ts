import { ROLE } from '@contract/constants';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
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

export function adminsMode(): AccountMode {
  const app = text(appText);
  const admin = text(adminText);
  return {
    title: app.titles.adminAdminUsers,
    lead: admin.users.adminsLead,
    listLabel: admin.users.adminsList,
    empty: admin.users.emptyAdmins,
    updated: app.success.adminUpdated,
    scope: [],
    filterRoles: visibleRoles,
    pickRoles: assignableRoles,
  };
}

export function usersMode(): AccountMode {
  const app = text(appText);
  const admin = text(adminText);
  return {
    title: app.titles.adminUsers,
    lead: admin.users.usersLead,
    listLabel: admin.users.usersList,
    empty: admin.users.emptyUsers,
    updated: admin.users.userUpdated,
    scope: [ROLE.admin],
    filterRoles: () => [],
    pickRoles: () => [],
  };
}
