import { text } from '@/i18n/catalog';
import { dinerText } from '@/i18n/diner';
import { type Note, playNotes, speak, unlockAudio } from './chime';

/*
 * The diner's sounds (SPEC.md section 9): a button click, thanks for the order, thanks for the
 * visit. Chimes are Web Audio notes; the thanks also say their line where a Japanese voice exists.
 */

// A short wooden 'tock', quiet enough to repeat on every tap.
const CLICK: readonly Note[] = [
  { frequency: 1320, at: 0, duration: 0.05, type: 'triangle', gain: 0.07 },
  { frequency: 660, at: 0.004, duration: 0.07, type: 'sine', gain: 0.05 },
];

// A rising major arpeggio, like a shop's door chime.
const THANKS_ORDER: readonly Note[] = [
  { frequency: 784, at: 0, duration: 0.35, gain: 0.18 },
  { frequency: 988, at: 0.12, duration: 0.35, gain: 0.18 },
  { frequency: 1175, at: 0.24, duration: 0.6, gain: 0.18 },
];

// Slower and warmer, ending low: the visit is over.
const THANKS_VISIT: readonly Note[] = [
  { frequency: 1047, at: 0, duration: 0.45, gain: 0.16 },
  { frequency: 880, at: 0.2, duration: 0.45, gain: 0.16 },
  { frequency: 784, at: 0.4, duration: 0.45, gain: 0.16 },
  { frequency: 523, at: 0.6, duration: 0.9, type: 'triangle', gain: 0.18 },
];

// Two clear tones, repeated: a plan's last order is near or here.
const PLAN_NOTICE: readonly Note[] = [
  { frequency: 880, at: 0, duration: 0.3, gain: 0.16 },
  { frequency: 1175, at: 0.18, duration: 0.4, gain: 0.16 },
  { frequency: 880, at: 0.7, duration: 0.3, gain: 0.16 },
  { frequency: 1175, at: 0.88, duration: 0.5, gain: 0.16 },
];

const VOICE_DELAY_MS = 650;

export function playClick(): void {
  playNotes(CLICK);
}

export function playPlanNotice(): void {
  playNotes(PLAN_NOTICE);
}

export function playThanksOrder(): void {
  const diner = text(dinerText);
  playNotes(THANKS_ORDER);
  setTimeout(() => speak(diner.voice.thanksOrder), VOICE_DELAY_MS);
}

export function playThanksVisit(): void {
  const diner = text(dinerText);
  playNotes(THANKS_VISIT);
  setTimeout(() => speak(diner.voice.thanksVisit), VOICE_DELAY_MS + 300);
}

/**
 * Diners tap before any sound plays, so the first tap anywhere unlocks audio, and every tap on an
 * enabled button or link clicks. Returns the undo function.
 */
export function installDinerTapSounds(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    void unlockAudio().then((ok) => {
      const element = event.target instanceof Element ? event.target.closest('button, a, [role="tab"]') : null;
      if (ok && element && !element.matches(':disabled, [aria-disabled="true"]')) playClick();
    });
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}
