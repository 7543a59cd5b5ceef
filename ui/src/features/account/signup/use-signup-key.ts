import { useEffect, useState } from 'react';
import { accountText } from '@/i18n/account';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { ApiError, errorMessage } from '@/lib/api-client';
import { accountApi } from '../api/account-api';

/** SPEC.md section 4: invalid key, form, sent (registering), registered or already registered. */
export type SignupState =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; email: string }
  | { kind: 'sent'; email: string }
  | { kind: 'registered' }
  | { kind: 'already' };

/** Checks the mailed signup key once the screen opens; writes nothing on the box. */
export function useSignupKey(key: string | null) {
  const account = useText(accountText);
  const [state, setState] = useState<SignupState>(
    key ? { kind: 'checking' } : { kind: 'invalid', message: account.keys.invalid },
  );
  useEffect(() => {
    if (!key) return;
    let live = true;
    accountApi
      .definitiveAuth({ activatekey: key })
      .then((res) => {
        if (live) setState(res.alreadyAuth ? { kind: 'already' } : { kind: 'form', email: res.email });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const message =
          error instanceof ApiError && error.code === 'INVALID_ACTIVATE_KEY'
            ? text(accountText).keys.invalid
            : errorMessage(error);
        setState({ kind: 'invalid', message });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return [state, setState] as const;
}
