import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface UnsavedGuardText {
  title: string;
  body: string;
  discard: string;
  stay: string;
}

export interface UnsavedGuard {
  /** Runs `action` now, or once the owner agrees to drop what is typed. */
  confirm: (action: () => void) => void;
  /** The question, when one is asked; render it somewhere on the page. */
  dialog: ReactNode;
}

/**
 * While `dirty`, typed work is not lost without a word: leaving the screen (a link, back) or an
 * in-page switch passed through `confirm` asks first; closing or reloading the tab gets the
 * browser's own question.
 */
export function useUnsavedGuard(dirty: boolean, text: UnsavedGuardText): UnsavedGuard {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const confirm = useCallback(
    (action: () => void) => {
      if (dirty) setPending(() => action);
      else action();
    },
    [dirty],
  );

  const asking = pending !== null || blocker.state === 'blocked';
  const stay = () => {
    setPending(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const discard = () => {
    const action = pending;
    setPending(null);
    if (blocker.state === 'blocked') blocker.proceed();
    action?.();
  };
  const dialog = (
    <Modal
      open={asking}
      onClose={stay}
      title={text.title}
      footer={
        <>
          <Button variant="secondary" onClick={stay}>
            {text.stay}
          </Button>
          <Button variant="danger" onClick={discard}>
            {text.discard}
          </Button>
        </>
      }
    >
      <p>{text.body}</p>
    </Modal>
  );
  return { confirm, dialog };
}
