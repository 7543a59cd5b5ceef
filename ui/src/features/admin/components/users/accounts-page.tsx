import type { User } from '@contract/auth';
import { useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { CallResponse } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { useAdminList } from '../../api/use-admin-list';
import { listUsers, type UserSearch } from '../../api/users.api';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import type { AccountMode } from './account-mode';
import { SetupLinkModal } from './setup-link-modal';
import { UserRegisterForm } from './user-register-form';
import { UserEditForm, UserRow } from './user-row';
import { UserSearchForm } from './user-search-form';
import styles from './users-page.module.css';

/** /admin/admin-users and /admin/users: accounts listed, invited and edited in place. */
export function AccountsPage({ mode }: { mode: AccountMode }) {
  const admin = useText(adminText);
  const { user: me } = useAuth();
  const callerRole = me?.role.role ?? 0;
  const initial = useMemo<UserSearch>(() => ({ keyword: '', role: 0, scope: mode.scope }), [mode]);
  const list = useAdminList(listUsers, initial);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [invited, setInvited] = useState<CallResponse<'user.create'> | null>(null);
  const pickRoles = mode.pickRoles(callerRole);

  return (
    <AdminPage
      title={mode.title}
      lead={mode.lead}
      actions={
        <nav className={styles.switch} aria-label={admin.nav.label}>
          <NavLink to={paths.adminAdminUsers} className={({ isActive }) => (isActive ? styles.on : styles.off)}>
            {admin.nav.adminUsers}
          </NavLink>
          <NavLink to={paths.adminUsers} className={({ isActive }) => (isActive ? styles.on : styles.off)}>
            {admin.nav.users}
          </NavLink>
        </nav>
      }
    >
      <Card title={admin.common.searchCard}>
        <UserSearchForm key={mode.title} initial={list.query} roles={mode.filterRoles(callerRole)} onSearch={list.search} />
      </Card>
      <CollapsibleCard title={admin.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <UserRegisterForm
          roles={pickRoles}
          onCreated={(created) => {
            setInvited(created);
            list.reload();
          }}
        />
      </CollapsibleCard>
      <Card title={mode.listLabel} aside={list.rows && admin.common.count(list.rows.length)}>
        <ListState<User> {...list} empty={mode.empty} onRetry={list.reload}>
          {(users) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={mode.listLabel}>
              {users.map((user) =>
                editingId === user.id ? (
                  <UserEditForm
                    key={user.id}
                    user={user}
                    isSelf={user.id === me?.id}
                    roles={pickRoles}
                    updatedMessage={mode.updated}
                    onDone={(saved) => {
                      setEditingId(null);
                      if (saved) list.reload();
                    }}
                  />
                ) : (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === me?.id}
                    showRole={mode.scope.length !== 1}
                    onEdit={() => setEditingId(user.id)}
                    onUnlocked={list.reload}
                  />
                ),
              )}
            </ul>
          )}
        </ListState>
      </Card>
      {invited && <SetupLinkModal email={invited.user.email} link={invited.setupLink} onClose={() => setInvited(null)} />}
    </AdminPage>
  );
}
