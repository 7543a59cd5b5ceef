import { text } from '@/i18n/catalog';
import { kitchenText } from '@/i18n/kitchen';
import { type Note, playNotes, speak } from './chime';

/*
 * The kitchen display's sounds: a bright bell for a new card, and a low, buzzing fall for a 取消,
 * so the cooks hear across the fryer which one it is without looking. Neither is a staff screen
 * chime, so a kitchen beside the hall never mistakes a cancel for an order.
 */

/** Two high bell strikes, rising (G6 then C7): a new card. */
const NEW_CARD: readonly Note[] = [
  { frequency: 1568, at: 0, duration: 0.3, type: 'triangle', gain: 0.32 },
  { frequency: 2093, at: 0.16, duration: 0.55, type: 'triangle', gain: 0.3 },
];

/** A low two-tone buzz, falling, twice (about B♭4, F4; whole hertz): a line was cancelled. */
const CANCEL: readonly Note[] = [0, 1, 2, 3].map((i) => ({
  frequency: i % 2 === 0 ? 466 : 349,
  at: i * 0.24,
  duration: i === 3 ? 0.45 : 0.22,
  type: 'square' as const,
  gain: 0.08,
}));

const GAP_S = 0.3;

export interface KitchenAlerts {
  /** New cards arrived. */
  newCards: boolean;
  /** Table labels of lines cancelled since the last look. */
  cancels: readonly string[];
}

/** The cancel buzz first (it changes what to cook), then the bell, then the tables of the 取消 read aloud. */
export function playKitchenAlerts({ newCards, cancels }: KitchenAlerts): void {
  const notes: Note[] = [];
  let offset = 0;
  if (cancels.length > 0) {
    notes.push(...CANCEL);
    offset = Math.max(...CANCEL.map((n) => n.at + n.duration)) + GAP_S;
  }
  if (newCards) notes.push(...NEW_CARD.map((n) => ({ ...n, at: n.at + offset })));
  if (notes.length === 0) return;
  playNotes(notes);
  if (cancels.length > 0) {
    const kitchen = text(kitchenText);
    const tables = [...new Set(cancels)];
    setTimeout(() => speak(tables.map(kitchen.voice.cancel).join('')), offset * 1000);
  }
}

/** When sound is switched on: the new card bell, so the cooks hear that it works. */
export function playKitchenSoundCheck(): void {
  playNotes(NEW_CARD);
}
