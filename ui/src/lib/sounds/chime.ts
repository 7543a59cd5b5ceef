/**
 * Short chimes made with Web Audio (no sound files to download) and Japanese voice lines through
 * speechSynthesis where the browser has a Japanese voice. Browsers allow audio only after a user
 * gesture: call `unlockAudio()` from a tap handler first (staff screens ask for one tap).
 */

export interface Note {
  /** Frequency in Hz. */
  frequency: number;
  /** Start, seconds after the chime begins. */
  at: number;
  /** Length in seconds. */
  duration: number;
  type?: OscillatorType;
  gain?: number;
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

/** True once the page may play sound (after a user gesture). */
export function audioUnlocked(): boolean {
  return context !== null && context.state === 'running';
}

/** Call from a click or tap handler: resumes the audio context the browser keeps suspended. */
export async function unlockAudio(): Promise<boolean> {
  const ctx = audio();
  if (!ctx) return false;
  try {
    await ctx.resume();
  } catch {
    return false;
  }
  return ctx.state === 'running';
}

/** Plays notes with a soft attack and release, so chimes never click. Silent until unlocked. */
export function playNotes(notes: readonly Note[]): void {
  const ctx = audio();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime + 0.01;
  for (const note of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.type ?? 'sine';
    osc.frequency.value = note.frequency;
    const t0 = start + note.at;
    const peak = note.gain ?? 0.25;
    gain.gain.setValueAtTime(0, t0);
    gain.gain.linearRampToValueAtTime(peak, t0 + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.duration);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + note.duration + 0.05);
  }
}

/** Speaks a Japanese line when the browser has a Japanese voice; otherwise does nothing. */
export function speak(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const voice = window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('ja'));
  if (!voice) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = 1.05;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
