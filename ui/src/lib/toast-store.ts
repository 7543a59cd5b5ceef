import { createStore, useStore } from '@/store/create-store';

export type ToastTone = 'info' | 'success' | 'error';

/** A button in the toast, e.g. 元に戻す after a change that touches every table. */
export interface ToastAction {
  label: string;
  /** The button's accessible name, when the label alone would be ambiguous. */
  name?: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

const DEFAULT_DURATION_MS = 4000;
const MAX_VISIBLE = 3;

const store = createStore<readonly Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  store.set((toasts) => toasts.filter((t) => t.id !== id));
}

/** A toast with a button stays this long: time to read it, see the mistake and tap. */
const ACTION_DURATION_MS = 10_000;

function show(toast: Toast, durationMs: number): number {
  store.set((toasts) => [...toasts.filter((t) => t.message !== toast.message), toast].slice(-MAX_VISIBLE));
  if (toast.tone !== 'error') setTimeout(() => dismissToast(toast.id), durationMs);
  return toast.id;
}

/** Shows a short message; errors stay until dismissed so nobody misses them during a rush. */
export function showToast(message: string, tone: ToastTone = 'info', durationMs = DEFAULT_DURATION_MS): number {
  return show({ id: nextId++, message, tone }, durationMs);
}

/** A done change with one button to take it back (元に戻す), shown long enough to use it. */
export function showActionToast(message: string, action: ToastAction): number {
  return show({ id: nextId++, message, tone: 'success', action }, ACTION_DURATION_MS);
}

export function useToasts(): readonly Toast[] {
  return useStore(store);
}
