import { SESSION_STATUS } from '@contract/constants';
import type { TableSession } from '@contract/table-sessions';
import type { Locale } from '@/i18n/locale';
import { ApiError, errorMessage } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { createStore, useStore } from '@/store/create-store';
import { dinerApi, type GuestCount } from '../api/diner-api';
import { clearVisitData, setActivePlans } from './cart-store';
import { markUnregistered } from './identity-store';
import { pickedLocale, resetLocale } from './locale-choice';
import { clearPlans, refreshPlans } from './plan-store';

/**
 * The table's visit (table session) on the box. 'メニューを見る' starts it or resumes the open
 * one; the box is the truth for its status, total and active plans.
 * ended: the visit was paid; only the next guests' tap on the welcome screen starts another, so a
 * screen still open for a moment (or the back button) never opens a visit for nobody.
 */
export type VisitStatus = 'idle' | 'starting' | 'ready' | 'failed' | 'ended';

export interface VisitState {
  status: VisitStatus;
  session: TableSession | null;
  error: string | null;
}

const store = createStore<VisitState>({ status: 'idle', session: null, error: null });
let starting: Promise<TableSession | null> | null = null;

/** Takes the box's view of the visit; a visit other than the stored one belongs to new guests. */
function adopt(session: TableSession): TableSession {
  if (storage.get('tableSessionID') !== session.id) {
    clearVisitData();
    storage.set('tableSessionID', session.id);
  }
  // Once the bill is requested nothing more is ordered, and SPEC.md clears the plans at checkout.
  setActivePlans(session.status === SESSION_STATUS.active ? session.activePlanMenuIds : []);
  store.set({ status: 'ready', session, error: null });
  void refreshPlans();
  return session;
}

/** 'tableSession.create': starts the table's visit (counted, when the shop asks) or resumes the open one. */
export function startVisit(diningTableId: number, guests?: GuestCount): Promise<TableSession | null> {
  starting ??= dinerApi
    .startSession(diningTableId, guests, pickedLocale())
    .then((response) => adopt(response.tableSession))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'DEVICE_NOT_REGISTERED') markUnregistered();
      store.set((state) => ({ ...state, status: 'failed', error: errorMessage(error) }));
      return null;
    })
    .finally(() => {
      starting = null;
    });
  store.set((state) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'starting' }));
  return starting;
}

/** SPEC.md section 4: ending a visit clears history, active plans and cart; the next guests start in Japanese. */
export function endVisit(): void {
  clearVisitData();
  clearPlans();
  resetLocale();
  store.set({ status: 'ended', session: null, error: null });
}

/** The tablet now serves another table: nothing of the old table's visit is kept. */
export function forgetVisit(): void {
  clearVisitData();
  clearPlans();
  resetLocale();
  store.set({ status: 'idle', session: null, error: null });
}

/**
 * Re-reads the open visit (after an event or a reconnect). Answers 'ended' when the visit this
 * tablet knew is no longer open on the box: staff marked it paid while the tablet was not listening.
 */
export async function refreshVisit(diningTableId: number): Promise<'open' | 'ended' | 'none' | 'unknown'> {
  const known = store.get().session;
  try {
    const session = await dinerApi.openSession(diningTableId);
    if (session) {
      adopt(session);
      return 'open';
    }
    // A visit being started right now is not ended: its create call has not answered yet.
    if (!known || starting || store.get().session?.id !== known.id) return 'none';
    endVisit();
    return 'ended';
  } catch {
    return 'unknown';
  }
}

/** The box's answer to a state change (the bill request). */
export function applySession(session: TableSession): void {
  adopt(session);
}

/**
 * The guests switched language during their visit: the box keeps it for staff to see. Best effort:
 * offline, the next visit start (or switch) tells it again.
 */
export function tellGuestLocale(locale: Locale): void {
  const { session } = store.get();
  if (!session || session.status === SESSION_STATUS.paid || session.guest_locale === (locale === 'ja' ? null : locale)) return;
  dinerApi.setGuestLocale(session.id, locale).then(
    (response) => {
      if (store.get().session?.id === response.tableSession.id) adopt(response.tableSession);
    },
    () => undefined,
  );
}

export function isBillRequested(session: TableSession | null): boolean {
  return session !== null && session.status !== SESSION_STATUS.active;
}

export function getVisit(): VisitState {
  return store.get();
}

export function useVisit(): VisitState {
  return useStore(store);
}
