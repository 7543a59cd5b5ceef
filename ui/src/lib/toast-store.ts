import { createStore, useStore } from '@/store/create-store';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const DEFAULT_DURATION_MS = 4000;
const MAX_VISIBLE = 3;

const store = createStore<readonly Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  store.set((toasts) => toasts.filter((t) => t.id !== id));
}

/** Shows a short message; errors stay until dismissed so nobody misses them during a rush. */
export function showToast(message: string, tone: ToastTone = 'info', durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++;
  store.set((toasts) => [...toasts.filter((t) => t.message !== message), { id, message, tone }].slice(-MAX_VISIBLE));
  if (tone !== 'error') setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function useToasts(): readonly Toast[] {
  return useStore(store);
}
