import { ROLE } from '@contract/constants';
import { useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { staffFailure } from '../../hooks/staff-errors';

export interface ManagerCall {
  /** The box asked for a manager: the page password must be typed. */
  askAuthority: boolean;
  /** The page password field shows: the box asked, or the waiter's role cannot give money away alone. */
  showPassword: boolean;
  password: string;
  setPassword: (password: string) => void;
  sending: boolean;
  error: string | null;
  /** Runs the call, with the page password when one is typed. */
  run: (call: (pagePassword: string | undefined) => Promise<void>) => Promise<void>;
}

/**
 * Whether the logged-in account may give money away on its own (role >= 21). Only for what the
 * screen shows: the box decides (a page grant also lets a waiter through).
 */
export function useIsManager(): boolean {
  const role = useAuth().user?.role.role ?? 0;
  return role >= ROLE.developer;
}

/**
 * A call that gives money away (a discount, its 取消): sent as the waiter's, and when the box
 * answers DISCOUNT_NEEDS_AUTHORITY, sent again with the manager's page password typed here. A
 * waiter (role < 21) sees the field from the start, so the manager types it before the first try;
 * left empty (a page grant), the call goes without it.
 */
export function useManagerCall(): ManagerCall {
  const manager = useIsManager();
  const [askAuthority, setAskAuthority] = useState(false);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: (pagePassword: string | undefined) => Promise<void>) => {
    setSending(true);
    setError(null);
    try {
      await call(password !== '' ? password : undefined);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'DISCOUNT_NEEDS_AUTHORITY') setAskAuthority(true);
      else if (e instanceof ApiError && e.code === 'PAGE_AUTH_FAILED') {
        setPassword('');
        setError(text(appText).alerts.pageAuthFailed);
      } else setError(staffFailure(e));
    } finally {
      setSending(false);
    }
  };

  return { askAuthority, showPassword: askAuthority || !manager, password, setPassword, sending, error, run };
}
