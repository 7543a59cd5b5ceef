import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountJa } from '@/i18n/account.ja';
import { ja } from '@/i18n/ja';
import type { CallResponse } from '@/lib/api-client';
import { checkAuth, useAuth } from '@/lib/auth-store';
import { accountApi } from '../api/account-api';
import { AccountShell } from '../components/account-shell';
import { StatusCard } from '../components/status-card';
import { keyFrom } from '../query-flag';
import { emailChangeError } from './email-change-errors';

type Outcome = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

// A key works once: a second mount (React's strict mode, a re-render) reuses the first answer.
const confirmations = new Map<string, Promise<CallResponse<'user.updateLoginEmail'>>>();

function confirmOnce(key: string): Promise<CallResponse<'user.updateLoginEmail'>> {
  let pending = confirmations.get(key);
  if (!pending) {
    pending = accountApi.updateLoginEmail(key);
    confirmations.set(key, pending);
  }
  return pending;
}

/**
 * /edit/email/updated?activate=…: opening the mailed link completes the change. It needs no login:
 * the link is often opened on a phone, and the key alone says which account and address.
 */
export function EditEmailUpdatedPage() {
  const [search] = useSearchParams();
  const key = keyFrom(search, 'activate');
  const { isLogin } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    key ? { kind: 'working' } : { kind: 'failed', message: accountJa.keys.invalid },
  );

  useEffect(() => {
    if (!key) return;
    let live = true;
    confirmOnce(key)
      .then((res) => {
        if (!live) return;
        setOutcome({ kind: 'done', email: res.email });
        void checkAuth();
      })
      .catch((error: unknown) => live && setOutcome({ kind: 'failed', message: emailChangeError(error) }));
    return () => {
      live = false;
    };
  }, [key]);

  const next = isLogin ? (
    <LinkButton to={paths.editProfile} size="lg" block>
      {accountJa.emailUpdated.toProfile}
    </LinkButton>
  ) : (
    <LinkButton to={paths.login} size="lg" block>
      {accountJa.emailUpdated.toLogin}
    </LinkButton>
  );

  if (outcome.kind === 'working') {
    return (
      <AccountShell title={ja.titles.editEmailUpdated} lead={accountJa.emailUpdated.working}>
        <PageSpinner />
      </AccountShell>
    );
  }
  if (outcome.kind === 'failed') {
    return <StatusCard title={accountJa.emailUpdated.failedTitle} tone="error" message={outcome.message} actions={next} />;
  }
  return (
    <StatusCard
      title={accountJa.emailUpdated.doneTitle}
      tone="success"
      message={accountJa.emailUpdated.done(outcome.email)}
      actions={next}
    />
  );
}
