import { accountText } from '@/i18n/account';
import { text } from '@/i18n/catalog';
import { accountApi } from '../api/account-api';
import { sessionLapsed } from '../session-lapse';
import type { IconChange } from './icon-change';

export interface ProfileValues {
  last_name: string;
  first_name: string;
}

export type SaveResult = { ok: true } | { ok: false; message: string } | { ok: false; lapsed: true };

/**
 * Registers the confirmed profile: the icon first (upload, then show it, or remove it), then the
 * names. SPEC.md's two failure messages tell which part failed; an icon step that succeeded stays.
 */
export async function saveProfile(userId: number, change: IconChange, names: ProfileValues): Promise<SaveResult> {
  const account = text(accountText);
  try {
    if (change.kind === 'replace') {
      const uploaded = await accountApi.uploadIcon(userId, change.file);
      await accountApi.setIconUrl(userId, uploaded.data.uploaded.s3Path);
    }
  } catch (error) {
    if (sessionLapsed(error)) return { ok: false, lapsed: true };
    return { ok: false, message: account.profile.uploadFailed };
  }
  try {
    if (change.kind === 'delete') await accountApi.setIconUrl(userId, '');
    await accountApi.updateNames(userId, { last_name: names.last_name.trim(), first_name: names.first_name.trim() });
    return { ok: true };
  } catch (error) {
    if (sessionLapsed(error)) return { ok: false, lapsed: true };
    return { ok: false, message: account.profile.failed };
  }
}
