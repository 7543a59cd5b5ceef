import { useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { ApiError } from '@/lib/api-client';
import { staffFailure } from '../../hooks/staff-errors';

export interface ManagerCall {
  /** The box asked for a manager: the page password field shows. */
  askAuthority: boolean;
  password: string;
  setPassword: (password: string) => void;
  sending: boolean;
  error: string | null;
  /** Runs the call, with the typed page password once the box asked for it. */
  run: (call: (pagePassword: string | undefined) => Promise<void>) => Promise<void>;
}

/**
 * A call that gives money away (a discount, its 取消): sent as the waiter's, and when the box
 * answers DISCOUNT_NEEDS_AUTHORITY, sent again with the manager's page password typed here.
 */
export function useManagerCall(): ManagerCall {
  const [askAuthority, setAskAuthority] = useState(false);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: (pagePassword: string | undefined) => Promise<void>) => {
    setSending(true);
    setError(null);
    try {
      await call(askAuthority ? password : undefined);
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

  return { askAuthority, password, setPassword, sending, error, run };
}
