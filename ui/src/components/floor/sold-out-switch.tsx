import { ITEM_FLAG } from '@contract/constants';
import { useState } from 'react';
import { text } from '@/i18n/catalog';
import { floorText } from '@/i18n/floor';
import { useText } from '@/i18n/use-text';
import { api } from '@/lib/api-client';
import { showActionToast, showToast } from '@/lib/toast-store';
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
 * Sets the item's flag on the box and says so. Stopping an item touches every table at once, so its
 * toast offers 元に戻す for a tap that was meant for the line beside it.
 */
async function setFlag(itemId: number, label: string, flag: 0 | 1, onChanged?: (flag: 0 | 1) => void): Promise<void> {
  const words = text(floorText).soldOut;
  try {
    await api.call('menuItem.flag', { body: { id: itemId, flag } });
  } catch {
    showToast(words.failed, 'error');
    return;
  }
  onChanged?.(flag);
  if (flag === ITEM_FLAG.onSale) {
    showToast(words.resumed(label), 'success');
    return;
  }
  showActionToast(words.stopped(label), {
    label: words.undo,
    name: words.undoLabel(label),
    run: () => void setFlag(itemId, label, ITEM_FLAG.onSale, onChanged),
  });
}

/**
 * The floor's 品切れ / 販売再開 switch of one item (menuItem.flag, staff role): every tablet reloads
 * its menu at once, and the owner's audit log records who did it. Board, handy and kitchen use it.
 */
export function SoldOutSwitch({ itemId, label, soldOut, onChanged, className }: SoldOutSwitchProps) {
  const t = useText(floorText).soldOut;
  const [sending, setSending] = useState(false);
  async function flip() {
    setSending(true);
    try {
      await setFlag(itemId, label, soldOut ? ITEM_FLAG.onSale : ITEM_FLAG.stopped, onChanged);
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
