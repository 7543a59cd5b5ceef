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

/** Shows a short message; errors stay until dismissed so nobody misses them during a rush. */
export function showToast(
  message: string,
  tone: ToastTone = 'info',
  durationMs = DEFAULT_DURATION_MS,
  action?: ToastAction,
): number {
  const id = nextId++;
  const toast: Toast = action ? { id, message, tone, action } : { id, message, tone };
  store.set((toasts) => [...toasts.filter((t) => t.message !== message), toast].slice(-MAX_VISIBLE));
  if (tone !== 'error') setTimeout(() => dismissToast(id), action ? Math.max(durationMs, ACTION_DURATION_MS) : durationMs);
  return id;
}

export function useToasts(): readonly Toast[] {
  return useStore(store);
}
