import type { User } from '@contract/auth';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { checkAuth, useAuth } from '@/lib/auth-store';
import { accountApi } from '../api/account-api';
import { AccountPage } from '../components/account-page';
import { type IconChange, KEEP, shownIcon } from './icon-change';
import { ProfileConfirm } from './profile-confirm';
import { ProfileForm } from './profile-form';
import { type ProfileValues, saveProfile } from './save-profile';

type Step = 'edit' | 'confirm' | 'saving';
type Notice = { tone: 'success' | 'error'; message: string } | null;

const namesOf = (user: User): ProfileValues => ({ last_name: user.last_name, first_name: user.first_name });
const iconOf = (user: User) => user.urls.icon[0]?.url ?? null;

/** /edit/profile: icon and names; edit, confirm, then register (SPEC.md section 4). */
export function EditProfileScreen() {
  const account = useText(accountText);
  const app = useText(appText);
  const { user: me } = useAuth();
  const userId = me?.id ?? 0;
  const [user, setUser] = useState<User | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [names, setNames] = useState<ProfileValues>({ last_name: '', first_name: '' });
  const [change, setChangeState] = useState<IconChange>(KEEP);
  const [step, setStep] = useState<Step>('edit');
  const [notice, setNotice] = useState<Notice>(null);

  const setChange = useCallback((next: IconChange) => {
    setChangeState((previous) => {
      if (previous.kind === 'replace') URL.revokeObjectURL(previous.preview);
      return next;
    });
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { detail } = await accountApi.detail(userId, signal);
        setUser(detail);
        setNames(namesOf(detail));
      } catch {
        if (!signal?.aborted) setLoadFailed(true);
      }
    },
    [userId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => () => setChange(KEEP), [setChange]);

  if (loadFailed) {
    return (
      <AccountPage title={app.titles.editProfile}>
        <Alert tone="error">{account.profile.loadFailed}</Alert>
        <Button variant="secondary" size="lg" block onClick={() => window.location.reload()}>
          {app.common.reload}
        </Button>
      </AccountPage>
    );
  }
  if (!user) {
    return (
      <AccountPage title={app.titles.editProfile}>
        <PageSpinner />
      </AccountPage>
    );
  }

  const current = iconOf(user);
  const shown = shownIcon(current, change);

  const register = async () => {
    setStep('saving');
    setNotice(null);
    const result = await saveProfile(user.id, change, names);
    if ('lapsed' in result) return;
    await load();
    void checkAuth();
    if (result.ok) {
      setChange(KEEP);
      setNotice({ tone: 'success', message: app.success.profileUpdated });
    } else {
      setNotice({ tone: 'error', message: result.message });
    }
    setStep('edit');
  };

  return (
    <AccountPage title={app.titles.editProfile} lead={step === 'edit' ? account.profile.lead : account.profile.confirmLead} wide>
      {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
      {step === 'edit' ? (
        <ProfileForm
          names={names}
          onNames={setNames}
          shown={shown}
          change={change}
          onChange={(next) => setChange(next.kind === 'delete' && current === null ? KEEP : next)}
          onConfirm={() => {
            setNotice(null);
            setStep('confirm');
          }}
        />
      ) : (
        <ProfileConfirm
          names={names}
          shown={shown}
          change={change}
          saving={step === 'saving'}
          onBack={() => setStep('edit')}
          onRegister={register}
        />
      )}
    </AccountPage>
  );
}
