import { ICON_MAX_BYTES } from '@contract/constants';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

/** SPEC.md section 5's icon formats; the box checks the name and the bytes again. */
export const ICON_ACCEPT = '.jpg,.jpeg,.png,.gif';
const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** Why a chosen file cannot be an icon (SPEC.md's alert for the size), or null when it can. */
export function iconFileProblem(file: File): string | null {
  const account = text(accountText);
  const app = text(appText);
  if (!EXTENSIONS.test(file.name)) return account.profile.iconBadType;
  return file.size > ICON_MAX_BYTES ? app.alerts.iconTooLarge : null;
}
