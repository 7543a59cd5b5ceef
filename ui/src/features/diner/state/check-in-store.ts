import type { MenuTranslations } from '@contract/menu-text';
import type { CheckInSettings } from '@contract/plans';
import { createStore, useStore } from '@/store/create-store';
import { dinerApi } from '../api/diner-api';

/**
 * The shop's check-in (ask the party's size, children apart, the cover charge) and the cover's
 * name in the other languages, as `checkIn.settings` answers them. The welcome screen asks each
 * time it opens; the history and the bill check ask once if nobody has; a menu change (a
 * translation saved) asks again.
 */
export interface CheckInState {
  /** 'known' once the box answered (or could not: then `settings` is null). */
  status: 'idle' | 'loading' | 'known';
  settings: CheckInSettings | null;
  /** The cover charge's name (お通し) in en, zh-Hans, zh-Hant, ko; empty until known. */
  coverTranslations: MenuTranslations;
}

const store = createStore<CheckInState>({ status: 'idle', settings: null, coverTranslations: {} });
let asking: Promise<void> | null = null;

function ask(): Promise<void> {
  asking ??= dinerApi
    .checkInSettings()
    .then(
      (answer) => store.set({ status: 'known', settings: answer.settings, coverTranslations: answer.cover_translations }),
      // The box cannot say: the welcome goes on without asking; names already known stay.
      () => store.set((state) => ({ ...state, status: 'known', settings: null })),
    )
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Asks the box now (the welcome screen, each time it opens): `status` is 'loading' until it answers. */
export function loadCheckIn(): Promise<void> {
  store.set((state) => ({ ...state, status: 'loading' }));
  return ask();
}

/** Asks unless known or asking. */
export function ensureCheckIn(): void {
  if (store.get().status === 'idle') void loadCheckIn();
}

/** menu.changed: a saved translation of the cover shows without a reload (only once something asked). */
export function refreshCheckIn(): void {
  if (store.get().status !== 'idle') void ask();
}

export function useCheckIn(): CheckInState {
  return useStore(store);
}

/**
 * The translations of a visit's cover name: the shop's current ones only while the cover still has
 * the name the visit started with (a visit keeps its name; renamed since, the guests read its Japanese).
 */
export function visitCoverTranslations(state: CheckInState, visitLabel: string | undefined): MenuTranslations {
  return visitLabel !== undefined && state.settings?.cover?.label === visitLabel ? state.coverTranslations : NONE;
}

// One object, so a memo keyed on it holds while there is nothing to translate.
const NONE: MenuTranslations = {};
