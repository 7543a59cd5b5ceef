import { type CancelReason, CORRECTION_NOTE_MAX } from '@contract/correction-labels';
import type { OrderItem } from '@contract/orders';
import { useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { staffText } from '@/i18n/staff';
import { ApiError, errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { cancelLine } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { variantName } from '../../model/format';

/** 'form': quantity and reason; 'authority': the box asked for a manager, who types the page password. */
export type CancelStep = 'form' | 'authority';

export interface CancelLineState {
  quantity: number;
  setQuantity: (n: number) => void;
  reason: CancelReason | null;
  setReason: (reason: CancelReason) => void;
  note: string;
  setNote: (note: string) => void;
  /** The note is missing for その他. */
  noteMissing: boolean;
  ready: boolean;
  step: CancelStep;
  /** The box's reason for asking (CORRECTION_NEEDS_AUTHORITY). */
  authorityMessage: string;
  backToForm: () => void;
  password: string;
  setPassword: (password: string) => void;
  sending: boolean;
  error: string | null;
  send: () => Promise<void>;
  authorize: () => Promise<void>;
}

/** The 取消 dialog's state and its two calls: the cancel, and the page password when the box asks for authority. */
export function useCancelLine(line: OrderItem, onDone: () => void): CancelLineState {
  const [quantity, setQuantityState] = useState(line.quantity);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [step, setStep] = useState<CancelStep>('form');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [authorityMessage, setAuthorityMessage] = useState('');

  const trimmedNote = note.trim();
  const noteMissing = reason === 'other' && trimmedNote === '';
  const ready = reason !== null && !noteMissing && quantity >= 1 && quantity <= line.quantity;

  const setQuantity = (n: number) => setQuantityState(Math.min(line.quantity, Math.max(1, n)));

  /**
   * The cancel itself, with the manager's page password when one was typed (it authorizes this
   * cancel only: the waiter's login is granted nothing); answers false when the box wants a
   * manager's authority first.
   */
  async function cancel(pagePassword?: string): Promise<boolean> {
    if (reason === null) return true;
    try {
      await cancelLine({
        id: line.id,
        quantity: quantity < line.quantity ? quantity : undefined,
        reason,
        note: trimmedNote === '' ? undefined : trimmedNote.slice(0, CORRECTION_NOTE_MAX),
        page_password: pagePassword,
      });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CORRECTION_NEEDS_AUTHORITY') {
        setAuthorityMessage(errorMessage(e));
        return false;
      }
      if (e instanceof ApiError && e.code === 'PAGE_AUTH_FAILED') {
        // A 401 of the page password, not a lost login: say so in place.
        setPassword('');
        setError(text(appText).alerts.pageAuthFailed);
        return true;
      }
      setError(staffFailure(e));
      return true;
    }
    const words = text(staffText).cancelLine;
    const done = reason === 'soldOut' ? words.doneSoldOut : words.done;
    showToast(done(variantName(line), quantity), 'success');
    onDone();
    return true;
  }

  async function send() {
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    try {
      if (!(await cancel())) setStep('authority');
    } finally {
      setSending(false);
    }
  }

  async function authorize() {
    if (password === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      const typed = password;
      setPassword('');
      if (!(await cancel(typed))) setError(authorityMessage || null);
    } finally {
      setSending(false);
    }
  }

  return {
    quantity,
    setQuantity,
    reason,
    setReason,
    note,
    setNote,
    noteMissing,
    ready,
    step,
    authorityMessage,
    backToForm: () => {
      setStep('form');
      setPassword('');
      setError(null);
    },
    password,
    setPassword,
    sending,
    error,
    send,
    authorize,
  };
}
