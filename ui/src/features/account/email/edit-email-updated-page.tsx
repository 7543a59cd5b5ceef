import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import type { CallResponse } from '@/lib/api-client';
import { checkAuth, useAuth } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
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
  const account = useText(accountText);
  const app = useText(appText);
  const [search] = useSearchParams();
  const key = keyFrom(search, 'activate');
  const { isLogin } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(key ? { kind: 'working' } : { kind: 'failed', message: account.keys.invalid });

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
      {account.emailUpdated.toProfile}
    </LinkButton>
  ) : (
    <LinkButton to={paths.login} size="lg" block>
      {account.emailUpdated.toLogin}
    </LinkButton>
  );

  if (outcome.kind === 'working') {
    return (
      <AccountShell title={app.titles.editEmailUpdated} lead={account.emailUpdated.working}>
        <PageSpinner />
      </AccountShell>
    );
  }
  if (outcome.kind === 'failed') {
    return <StatusCard title={account.emailUpdated.failedTitle} tone="error" message={outcome.message} actions={next} />;
  }
  return (
    <StatusCard
      title={account.emailUpdated.doneTitle}
      tone="success"
      message={account.emailUpdated.done(outcome.email)}
      actions={next}
    />
  );
}
