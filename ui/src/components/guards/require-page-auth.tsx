import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { ApiError, api, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast-store';
import styles from './require-page-auth.module.css';

type Status = 'checking' | 'granted' | 'prompt' | 'locked';

export interface RequirePageAuthProps {
  children: ReactNode;
  /** Grows whenever a management call found the page password lapsed: ask again. */
  lapses?: number;
}

/**
 * The shared /admin page password (SPEC.md section 6): 'pageauth.check', and on a 401 a
 * prompt whose password goes to 'pageauth.login'. A wrong password alerts and leaves for
 * the top page; any other failure is logged and leaves too. Cancelling keeps the user on the page
 * ("navigation continues") but shows nothing of it: the box refuses every management call without
 * the page password, so the screen only offers to ask again.
 */
export function RequirePageAuth({ children, lapses = 0 }: RequirePageAuthProps) {
  const admin = useText(adminText);
  const app = useText(appText);
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('checking');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  // After a lapse the page stays mounted under the prompt, so an unsent form is not lost.
  const granted = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.call('pageauth.check', { signal: controller.signal }).then(
      () => {
        granted.current = true;
        setStatus('granted');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          setStatus('prompt');
          return;
        }
        console.error(error);
        showToast(errorMessage(error), 'error');
        navigate(paths.home, { replace: true });
      },
    );
    return () => controller.abort();
  }, [navigate]);

  useEffect(() => {
    if (lapses > 0) setStatus('prompt');
  }, [lapses]);

  // The dialog focuses its first control (the close button); the password field is what is wanted.
  useEffect(() => {
    if (status === 'prompt') form.current?.querySelector('input')?.focus();
  }, [status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '' || sending) return;
    setSending(true);
    try {
      await api.call('pageauth.login', { body: { password } });
      granted.current = true;
      setPassword('');
      setStatus('granted');
    } catch (error) {
      const failed = error instanceof ApiError && error.code === 'PAGE_AUTH_FAILED';
      if (!failed) console.error(error);
      showToast(failed ? app.alerts.pageAuthFailed : errorMessage(error), 'error');
      navigate(paths.home, { replace: true });
    } finally {
      setSending(false);
    }
  }

  function cancel() {
    setPassword('');
    setStatus('locked');
  }

  const showPage = status === 'granted' || (status === 'prompt' && granted.current);
  return (
    <>
      {status === 'checking' && <PageSpinner />}
      {showPage && children}
      {status === 'locked' && (
        <section className={styles.locked}>
          <h1 className={styles.title}>{admin.pageAuth.lockedTitle}</h1>
          <p className={styles.text}>{admin.pageAuth.lockedText}</p>
          <Button onClick={() => setStatus('prompt')}>{admin.pageAuth.retry}</Button>
        </section>
      )}
      <Modal
        open={status === 'prompt'}
        onClose={cancel}
        dismissible={!sending}
        title={admin.pageAuth.title}
        footer={
          <>
            <Button variant="secondary" onClick={cancel} disabled={sending}>
              {admin.pageAuth.cancel}
            </Button>
            <Button type="submit" form="page-auth-form" loading={sending} disabled={password === ''}>
              {admin.pageAuth.submit}
            </Button>
          </>
        }
      >
        <form ref={form} id="page-auth-form" className={styles.form} onSubmit={submit} aria-label={admin.pageAuth.title}>
          <p>{admin.pageAuth.lead}</p>
          <TextField
            label={admin.pageAuth.password}
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
      </Modal>
    </>
  );
}
