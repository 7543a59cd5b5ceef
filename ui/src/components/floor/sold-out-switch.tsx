import { ITEM_FLAG } from '@contract/constants';
import { useState } from 'react';
import { text } from '@/i18n/catalog';
import { floorText } from '@/i18n/floor';
import { useText } from '@/i18n/use-text';
import { api } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import styles from './sold-out-switch.module.css';

export interface SoldOutSwitchProps {
  itemId: number;
  /** The item's name as shown (plain text). */
  label: string;
  /** Whether the item is stopped now (flag 0). */
  soldOut: boolean;
  /** After the box changed it: the new flag, for the screen to show at once. */
  onChanged?: (flag: 0 | 1) => void;
  className?: string;
}

/**
 * The floor's 品切れ / 販売再開 switch of one item (menuItem.flag, staff role): every tablet reloads
 * its menu at once, and the owner's audit log records who did it. Board, handy and kitchen use it.
 */
export function SoldOutSwitch({ itemId, label, soldOut, onChanged, className }: SoldOutSwitchProps) {
  const t = useText(floorText).soldOut;
  const [sending, setSending] = useState(false);
  async function flip() {
    const flag = soldOut ? ITEM_FLAG.onSale : ITEM_FLAG.stopped;
    setSending(true);
    try {
      await api.call('menuItem.flag', { body: { id: itemId, flag } });
      const words = text(floorText).soldOut;
      showToast(flag === ITEM_FLAG.stopped ? words.stopped(label) : words.resumed(label), 'success');
      onChanged?.(flag);
    } catch {
      showToast(text(floorText).soldOut.failed, 'error');
    } finally {
      setSending(false);
    }
  }
  return (
    <button
      type="button"
      className={[styles.switch, className].filter(Boolean).join(' ')}
      data-sold-out={soldOut || undefined}
      aria-label={soldOut ? t.resumeLabel(label) : t.stopLabel(label)}
      disabled={sending}
      onClick={(e) => {
        // A tile or a card under it must not take the tap as its own.
        e.stopPropagation();
        void flip();
      }}
    >
      {soldOut ? t.resume : t.stop}
    </button>
  );
}
