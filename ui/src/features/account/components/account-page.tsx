import { AccountNav } from './account-nav';
import { AccountShell, type AccountShellProps } from './account-shell';

/** A logged-in account screen (/edit/*): the shell with the settings tabs on top. */
export function AccountPage(props: Omit<AccountShellProps, 'top'>) {
  return <AccountShell {...props} top={<AccountNav />} />;
}
