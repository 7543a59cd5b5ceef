import type { User } from '@contract/auth';
import { createStore, useStore } from '@/store/create-store';
import { ApiError, api, type CallBody, errorMessage } from './api-client';
import { clearSaved, getSaved, updateSaved } from './storage';
import { showToast } from './toast-store';

/** SPEC.md's login state, minus the ban fields: a ban is the login screen's own message. */
export interface AuthState {
  /** True once the box has answered the first auth check (or it failed). */
  isChecked: boolean;
  isLogin: boolean;
  user: User | null;
}

const store = createStore<AuthState>({ isChecked: false, isLogin: false, user: getSaved().user });
let pendingCheck: Promise<AuthState> | null = null;
// Bumped by every login and logout: a check answered after one of them speaks of the session before
// it, so its answer must not undo it (a check in flight while logging out would sign the user back in).
let sessionEpoch = 0;

function signedIn(user: User): void {
  updateSaved({ user });
  store.set({ isChecked: true, isLogin: true, user });
}

function signedOut(): void {
  store.set({ isChecked: true, isLogin: false, user: null });
}

/** Asks the box whether this browser's session cookie is live. Concurrent callers share one call. */
export function checkAuth(): Promise<AuthState> {
  const epoch = sessionEpoch;
  pendingCheck ??= api
    .call('auth.check')
    .then((response) => {
      if (epoch !== sessionEpoch) return store.get();
      if (response.check && response.user) signedIn(response.user);
      else {
        updateSaved({ user: null });
        signedOut();
      }
      return store.get();
    })
    .catch((error: unknown) => {
      if (epoch !== sessionEpoch) return store.get();
      if (error instanceof ApiError && error.code === 'NETWORK') showToast(errorMessage(error), 'error');
      signedOut();
      return store.get();
    })
    .finally(() => {
      pendingCheck = null;
    });
  return pendingCheck;
}

/** The state once the first check is done; guards wait on this before deciding. */
export function whenAuthChecked(): Promise<AuthState> {
  const state = store.get();
  return state.isChecked ? Promise.resolve(state) : checkAuth();
}

/** Logs in; throws the box's ApiError (wrong password, unknown email, ban) for the form to show. */
export async function login(body: CallBody<'auth.login'>): Promise<User> {
  const { user } = await api.call('auth.login', { body });
  sessionEpoch += 1;
  signedIn(user);
  return user;
}

/** Ends the session on the box and forgets the saved user, cart and redirect; the tablet keeps its binding. */
export async function logout(): Promise<void> {
  try {
    await api.call('auth.logout');
  } catch {
    // Offline or already logged out: forgetting locally is still the right outcome.
  }
  sessionEpoch += 1;
  clearSaved();
  signedOut();
}

export function getAuth(): AuthState {
  return store.get();
}

export function useAuth(): AuthState {
  return useStore(store);
}
