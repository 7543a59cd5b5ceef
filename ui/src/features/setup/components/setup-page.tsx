import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { fetchSetupStatus } from '../setup-api';
import { SetupNotice } from './setup-notice';
import { SetupWizard } from './setup-wizard';

type State = 'loading' | 'open' | 'done';

/** /setup?token=...: the first-run form while the box has no account, else a notice. */
export function SetupPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    let live = true;
    fetchSetupStatus()
      .then((status) => live && setState(status.needsSetup ? 'open' : 'done'))
      .catch((error: unknown) => {
        if (!live) return;
        showToast(errorMessage(error), 'error');
        // Still offer the form: the request at the end tells what is wrong.
        setState('open');
      });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading') return <PageSpinner />;
  if (state === 'done') return <SetupNotice kind="done" />;
  if (!token) return <SetupNotice kind="noToken" />;
  return <SetupWizard token={token} onAlreadyDone={() => setState('done')} />;
}
