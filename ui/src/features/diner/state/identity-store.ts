import type { DiningTable } from '@contract/dining-tables';
import { type MenuTranslations, menuText } from '@contract/menu-text';
import { useLocale } from '@/i18n/locale';
import { ApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { createStore, useStore } from '@/store/create-store';
import { dinerApi } from '../api/diner-api';
import { clearVisitData } from './cart-store';

/**
 * Which table this tablet is, as the box says ('device.me'). The device credential is an
 * HttpOnly cookie, so only the box can tell; `diningTableID` in localStorage follows its answer.
 * unreachable: the box did not answer (the offline indicator shows; the check runs again later).
 */
export type IdentityStatus = 'checking' | 'registered' | 'unregistered' | 'unreachable';

/** A guest's own phone (issue 35): the visit it joined by its QR code, and its スマホ number. */
export interface GuestPhone {
  tableSessionId: number;
  number: number;
}

export interface IdentityState {
  status: IdentityStatus;
  table: DiningTable | null;
  /** The table's name in the guests' languages (the owner's translations; Japanese is its label). */
  translations: MenuTranslations;
  /** Set on a guest's phone: it orders for that visit only, and cannot start one. */
  guest: GuestPhone | null;
}

const store = createStore<IdentityState>({ status: 'checking', table: null, translations: {}, guest: null });
let pending: Promise<IdentityState> | null = null;

/** Binds the tablet's local data to `table`; another table than before starts from an empty visit. */
export function setRegisteredTable(
  table: DiningTable,
  translations: MenuTranslations = {},
  guest: GuestPhone | null = null,
): void {
  // A guest's phone whose visit moved (席移動) keeps its cart: same visit, another table.
  const sameVisit = guest !== null && storage.get('tableSessionID') === guest.tableSessionId;
  if (storage.get('diningTableID') !== table.id && !sameVisit) clearVisitData();
  storage.set('diningTableID', table.id);
  if (guest) storage.set('guestPhone', guest.number);
  else storage.remove('guestPhone');
  store.set({ status: 'registered', table, translations, guest });
}

/**
 * The box no longer knows this tablet (never paired, re-paired elsewhere, or its table stopped),
 * or this phone (its visit ended): `guestPhone` stays, so the phone says its ordering ended.
 */
export function markUnregistered(): void {
  storage.remove('diningTableID');
  store.set({ status: 'unregistered', table: null, translations: {}, guest: null });
}

/** This browser joined a visit as a guest's phone (now or before its visit ended). */
export function wasGuestPhone(): boolean {
  return storage.get('guestPhone') !== null;
}

/** Asks the box which table this is; concurrent callers share one call. */
export function identify(): Promise<IdentityState> {
  pending ??= dinerApi
    .deviceMe()
    .then((me) => setRegisteredTable(me.diningTable, me.translations, me.guest ?? null))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'DEVICE_NOT_REGISTERED') markUnregistered();
      else store.set((state) => ({ ...state, status: state.table ? 'registered' : 'unreachable' }));
    })
    .then(() => store.get())
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function getIdentity(): IdentityState {
  return store.get();
}

export function useIdentity(): IdentityState {
  return useStore(store);
}

/** The table's name as the guests read it: in their language when the owner translated it, else the label. */
export function useTableName(): string | null {
  const { table, translations } = useStore(store);
  const locale = useLocale();
  return table ? menuText(table.label, translations, locale, 'name') : null;
}
