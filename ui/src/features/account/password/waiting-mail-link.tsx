import { ACCOUNT_ADMIN_MIN_ROLE } from '@contract/constants';
import type { OutboxMail } from '@contract/mail';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LinkQr } from '@/components/ui/link-qr';
import { accountText } from '@/i18n/account';
import { useText } from '@/i18n/use-text';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

/** With a relay the mail is normally gone by then; only one still waiting is shown. */
const RELAY_GRACE_MS = 2000;

/**
 * For an admin (role 21+, with the /admin page password) who asked for someone's reset on this
 * screen: the link of the mail still waiting in the outbox, so it can be handed over on the spot.
 * Anyone else sees nothing: the box answers them 401 or 403.
 */
export function WaitingMailLink({ email, relay }: { email: string; relay: boolean }) {
  const account = useText(accountText);
  const { user } = useAuth();
  const [mail, setMail] = useState<OutboxMail | null>(null);
  const isAdmin = (user?.role.role ?? 0) >= ACCOUNT_ADMIN_MIN_ROLE;

  useEffect(() => {
    if (!isAdmin) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        api
          .call('mail.outbox', { query: { to: email }, signal: controller.signal })
          .then((res) => setMail(res.list.data.find((m) => m.link) ?? null))
          .catch(() => undefined);
      },
      relay ? RELAY_GRACE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, relay, isAdmin]);

  if (!mail?.link) return null;
  return (
    <>
      <Alert tone="info">{account.forgot.waitingNote}</Alert>
      <LinkQr
        url={mail.link}
        label={account.forgot.waitingLabel}
        openLabel={account.mailedLink.open}
        qrAlt={account.mailedLink.qrAlt(account.forgot.waitingLabel)}
      />
    </>
  );
}
