import { hqBoxCalls } from '../../contract/hq-api';
import { zMenuFetchResponse } from '../../contract/hq-protocol';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { applyChainMenu, menuSource, shopIsOpen } from './chain-menu';
import { signedPostToHq } from './hq-client';
import type { HqLinkStore } from './hq-link-store';

type SyncDeps = Pick<AppDeps, 'db' | 'events' | 'groupCommit' | 'clock' | 'logger'>;

/** Applies the waiting version now; refused when there is none. */
export function applyPendingMenu(deps: SyncDeps, link: HqLinkStore): void {
  const state = link.menuState();
  if (!state.pending) throw new AppError('HQ_NO_MENU');
  applyChainMenu(deps, state.pending);
  link.saveMenuState({ applied: state.pending.version, pending: null });
  deps.logger.info({ version: state.pending.version }, 'chain menu applied');
}

/**
 * Asks HQ for a chain menu newer than the one applied (or waiting) and keeps it as waiting; a shop
 * with no guest seated applies it at once, else it waits for the owner (or for the shop to empty).
 */
export async function syncMenu(deps: SyncDeps, link: HqLinkStore, now: number, timeoutMs: number): Promise<void> {
  const stored = link.current;
  if (!stored || !link.sending) return;
  const state = link.menuState();
  const since = Math.max(state.applied ?? 0, state.pending?.version ?? 0);
  const answer = await signedPostToHq(stored, hqBoxCalls.menuFetch.path, { since }, now, timeoutMs);
  const fetched = answer.status === 200 ? zMenuFetchResponse.safeParse(answer.body) : null;
  if (fetched?.success && fetched.data.menu) link.saveMenuState({ ...state, pending: fetched.data.menu });
  if (link.menuState().pending && !shopIsOpen(deps.db)) applyPendingMenu(deps, link);
}

/** This shop's menu to HQ, as a source its owner may publish for the chain. */
export async function sendMenuSource(deps: SyncDeps, link: HqLinkStore, now: number, timeoutMs: number): Promise<void> {
  const stored = link.current;
  if (!stored || !link.sending) throw new AppError('HQ_NOT_LINKED');
  let answer: Awaited<ReturnType<typeof signedPostToHq>>;
  try {
    answer = await signedPostToHq(stored, hqBoxCalls.menuSource.path, menuSource(deps), now, timeoutMs);
  } catch (error) {
    throw new AppError('HQ_UNREACHABLE', { cause: error });
  }
  if (answer.status !== 200) throw new AppError('HQ_UNREACHABLE');
}
