import { ICON_MAX_BYTES } from '@contract/constants';
import { accountJa } from '@/i18n/account.ja';
import { ja } from '@/i18n/ja';

/** SPEC.md section 5's icon formats; the box checks the name and the bytes again. */
export const ICON_ACCEPT = '.jpg,.jpeg,.png,.gif';
const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** Why a chosen file cannot be an icon (SPEC.md's alert for the size), or null when it can. */
export function iconFileProblem(file: File): string | null {
  if (!EXTENSIONS.test(file.name)) return accountJa.profile.iconBadType;
  return file.size > ICON_MAX_BYTES ? ja.alerts.iconTooLarge : null;
}
