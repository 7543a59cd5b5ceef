import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { UpdateUrlBody, UpdateUrlResponse, UploadFileResponse } from '../../contract/users';
import { users } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { deleteImage, ICON_VARIANTS, imagesDir, imageUrl, storeImage } from '../../shared/image-store';
import { toUser } from './user.view';
import { loadManageable, userNotFound } from './user-access';

/** SPEC.md's icon formats; the bytes are checked again by the image store. */
const ICON_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif']);
const STORED_ICON = /^\/images\/([A-Za-z0-9_-]{1,64})-icon\.webp$/;

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

/** Stores an icon for oneself or a visible account and answers its path; the profile is not changed yet. */
export async function uploadIcon(deps: AppDeps, caller: StaffActor, id: number, file: UploadedFile): Promise<UploadFileResponse> {
  loadManageable(deps.db, caller, id);
  if (!ICON_EXTENSIONS.has(path.extname(file.originalname).toLowerCase())) throw new AppError('INVALID_IMAGE');
  const name = await storeImage(deps.config.dataDir, file.buffer, ICON_VARIANTS, deps.disk);
  return { data: { uploaded: { s3Path: imageUrl(name, 'icon') } } };
}

async function isStoredIcon(dataDir: string, url: string): Promise<boolean> {
  const name = STORED_ICON.exec(url)?.[1];
  if (!name) return false;
  return fs.stat(path.join(imagesDir(dataDir), `${name}-icon.webp`)).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/**
 * Shows a stored icon on the account, or none for ''. Only this box's own icon paths are
 * accepted: an outside URL would make every screen showing the account fetch from elsewhere.
 */
export async function setIconUrl(deps: AppDeps, caller: StaffActor, body: UpdateUrlBody): Promise<UpdateUrlResponse> {
  const { db, config } = deps;
  const target = loadManageable(db, caller, body.id);
  const url = body.url === '' ? null : body.url;
  if (url !== null && !(await isStoredIcon(config.dataDir, url))) {
    throw new AppError('VALIDATION', { extras: { issues: [{ path: 'url', message: 'not an icon stored on this box' }] } });
  }
  const row = db
    .update(users)
    .set({ icon_url: url, updated_at: deps.clock.now() })
    .where(eq(users.id, target.id))
    .returning()
    .get();
  if (!row) throw userNotFound();
  await removeUnusedIcon(deps, target.icon_url, url);
  return { status: true, user: toUser(row, deps.clock.now()) };
}

/** Deletes the replaced icon's file unless another account still shows it. */
async function removeUnusedIcon(deps: AppDeps, previous: string | null, current: string | null): Promise<void> {
  const name = previous && previous !== current ? STORED_ICON.exec(previous)?.[1] : undefined;
  if (!name) return;
  const stillShown = deps.db.select({ id: users.id }).from(users).where(eq(users.icon_url, previous!)).get();
  if (stillShown) return;
  await deleteImage(deps.config.dataDir, name, ICON_VARIANTS).catch((err: unknown) =>
    deps.logger.warn({ err, name }, 'could not delete a replaced icon'),
  );
}
