import { useEffect, useState } from 'react';
import { accountJa } from '@/i18n/account.ja';
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
  const [state, setState] = useState<SignupState>(
    key ? { kind: 'checking' } : { kind: 'invalid', message: accountJa.keys.invalid },
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
          error instanceof ApiError && error.code === 'INVALID_ACTIVATE_KEY' ? accountJa.keys.invalid : errorMessage(error);
        setState({ kind: 'invalid', message });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return [state, setState] as const;
}
