import { text } from '@/i18n/catalog';
import { staffText } from '@/i18n/staff';
import { type Note, playNotes, speak } from './chime';

/** A bright falling two-note 'pin-pon': a new order. */
const NEW_ORDER: readonly Note[] = [
  { frequency: 1318.5, at: 0, duration: 0.35, gain: 0.22 },
  { frequency: 1046.5, at: 0.18, duration: 0.55, gain: 0.22 },
];

/** A rising four-note arpeggio: a table asked for the bill. */
const BILL_REQUEST: readonly Note[] = [
  { frequency: 523.25, at: 0, duration: 0.4, type: 'triangle', gain: 0.3 },
  { frequency: 659.25, at: 0.12, duration: 0.4, type: 'triangle', gain: 0.3 },
  { frequency: 783.99, at: 0.24, duration: 0.4, type: 'triangle', gain: 0.3 },
  { frequency: 1046.5, at: 0.36, duration: 0.6, type: 'triangle', gain: 0.3 },
];

/** A quick alternating bell, three times: someone is waiting at a table (unlike any order chime). */
const STAFF_CALL: readonly Note[] = [0, 1, 2, 3, 4, 5].map((i) => ({
  frequency: i % 2 === 0 ? 1760 : 1318.5,
  at: i * 0.14,
  duration: 0.16,
  type: 'square' as const,
  gain: 0.07,
}));

const GAP_S = 0.25;

function lengthOf(notes: readonly Note[]): number {
  return Math.max(...notes.map((n) => n.at + n.duration));
}

export interface StaffAlerts {
  /** Table labels with a new staff call (service genre). */
  calls: readonly string[];
  /** Table labels that just asked for the bill. */
  bills: readonly string[];
  /** New ordinary order lines arrived. */
  orders: boolean;
}

/**
 * Rings what happened, most urgent first: the call bell, the bill arpeggio, the order chime, then
 * one Japanese voice line naming the tables of calls and bills. Silent until a tap unlocked audio.
 */
export function playStaffAlerts({ calls, bills, orders }: StaffAlerts): void {
  const staff = text(staffText);
  const chimes = [calls.length > 0 && STAFF_CALL, bills.length > 0 && BILL_REQUEST, orders && NEW_ORDER].filter(
    (c): c is readonly Note[] => c !== false,
  );
  if (chimes.length === 0) return;
  let offset = 0;
  const notes: Note[] = [];
  for (const chime of chimes) {
    notes.push(...chime.map((n) => ({ ...n, at: n.at + offset })));
    offset += lengthOf(chime) + GAP_S;
  }
  playNotes(notes);
  const lines = [...calls.map(staff.voice.call), ...bills.map(staff.voice.bill)];
  if (lines.length > 0) setTimeout(() => speak(lines.join('')), offset * 1000);
}

/**
 * Last order fell for the tables' 放題: the bill arpeggio (a table needs staff at its side), then
 * one voice line naming them. Silent until a tap unlocked audio.
 */
export function playLastOrderAlert(tables: readonly string[]): void {
  if (tables.length === 0) return;
  playNotes(BILL_REQUEST);
  const voice = text(staffText).voice;
  setTimeout(() => speak(tables.map(voice.lastOrder).join('')), (lengthOf(BILL_REQUEST) + GAP_S) * 1000);
}

/** A short confirmation when sound is switched on, so staff hear that it works. */
export function playSoundCheck(): void {
  playNotes(NEW_ORDER);
}
