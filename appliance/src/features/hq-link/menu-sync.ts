import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { hqBoxCalls } from '../../contract/hq-api';
import { type ChainMenu, zMenuFetchResponse, zMenuSourceResponse, zPictureResponse } from '../../contract/hq-protocol';
import { menuItems } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { imageFileName, imagesDir, MENU_ITEM_VARIANTS, storeImage } from '../../shared/image-store';
import { applyChainMenu } from './chain-menu-apply';
import { menuSource } from './chain-menu-source';
import { type HqAnswer, signedPostToHq } from './hq-client';
import type { HqLinkStore } from './hq-link-store';
import { shopIsOpen } from './shop-open';

type SyncDeps = Pick<AppDeps, 'db' | 'events' | 'groupCommit' | 'clock' | 'logger' | 'config' | 'disk'>;

/** The picture a chain item carries, as the source sends it: its largest stored size. */
const SOURCE_VARIANT = MENU_ITEM_VARIANTS.at(-1)!.suffix;

/**
 * The pictures of a version this box does not hold yet (a new item's, or one the chain changed):
 * fetched from HQ by SHA-256 and stored as the box stores an owner's upload. By chain item id.
 */
async function fetchPictures(
  deps: SyncDeps,
  link: HqLinkStore,
  menu: ChainMenu,
  now: number,
  timeoutMs: number,
): Promise<Map<number, string>> {
  const stored = link.current!;
  const held = new Map(
    deps.db
      .select({ hqId: menuItems.hq_id, picture: menuItems.hq_picture })
      .from(menuItems)
      .where(isNotNull(menuItems.hq_id))
      .all()
      .map((row) => [row.hqId!, row.picture]),
  );
  const names = new Map<number, string>();
  const byHash = new Map<string, string>();
  for (const item of menu.items) {
    if (item.picture === null || held.get(item.hqId) === item.picture) continue;
    let name = byHash.get(item.picture);
    if (!name) {
      const answer = await signedPostToHq(stored, hqBoxCalls.pictureFetch.path, { hash: item.picture }, now, timeoutMs);
      const picture = answer.status === 200 ? zPictureResponse.safeParse(answer.body) : null;
      if (!picture?.success) continue;
      const bytes = Buffer.from(picture.data.data, 'base64');
      if (createHash('sha256').update(bytes).digest('hex') !== item.picture) continue;
      name = await storeImage(deps.config.dataDir, bytes, MENU_ITEM_VARIANTS, deps.disk);
      byHash.set(item.picture, name);
    }
    names.set(item.hqId, name);
  }
  return names;
}

/** Applies the waiting version now (its pictures fetched first); refused when there is none. */
export async function applyPendingMenu(deps: SyncDeps, link: HqLinkStore, now: number, timeoutMs: number): Promise<void> {
  const state = link.menuState();
  if (!state.pending) throw new AppError('HQ_NO_MENU');
  const pictures = link.current
    ? await fetchPictures(deps, link, state.pending, now, timeoutMs).catch(() => new Map<number, string>())
    : new Map<number, string>();
  applyChainMenu(deps, state.pending, pictures);
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
  if (link.menuState().pending && !shopIsOpen(deps.db)) await applyPendingMenu(deps, link, now, timeoutMs);
}

/** This shop's menu to HQ, as a source its owner may publish for the chain; then the pictures HQ lacks. */
export async function sendMenuSource(deps: SyncDeps, link: HqLinkStore, now: number, timeoutMs: number): Promise<void> {
  const stored = link.current;
  if (!stored || !link.sending) throw new AppError('HQ_NOT_LINKED');
  const { document, pictures } = menuSource(deps);
  const files = new Map<string, Buffer>();
  for (const item of document.items) {
    const name = pictures.get(item.hqId);
    if (!name) continue;
    const bytes = await fs
      .readFile(path.join(imagesDir(deps.config.dataDir), imageFileName(name, SOURCE_VARIANT)))
      .catch(() => null);
    if (!bytes) continue;
    item.picture = createHash('sha256').update(bytes).digest('hex');
    files.set(item.picture, bytes);
  }
  const send = async (call: string, body: unknown): Promise<HqAnswer> => {
    let answer: HqAnswer;
    try {
      answer = await signedPostToHq(stored, call, body, now, timeoutMs);
    } catch (error) {
      throw new AppError('HQ_UNREACHABLE', { cause: error });
    }
    if (answer.status !== 200) throw new AppError('HQ_UNREACHABLE');
    return answer;
  };
  const answer = await send(hqBoxCalls.menuSource.path, document);
  const missing = zMenuSourceResponse.safeParse(answer.body);
  for (const hash of missing.success ? missing.data.missing : []) {
    const bytes = files.get(hash);
    if (bytes) await send(hqBoxCalls.pictureUpload.path, { hash, data: bytes.toString('base64') });
  }
}
