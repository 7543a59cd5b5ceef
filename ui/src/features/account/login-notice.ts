import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

const FLAGS = ['isRegist', 'isResetPass', 'expired'] as const;

/** The notice for /login's query flags (SPEC.md section 2); '0' and 'false' mean the flag is off. */
export function loginNotice(search: URLSearchParams): string | null {
  const app = text(appText);
  for (const flag of FLAGS) {
    const value = search.get(flag);
    if (value !== null && value !== '0' && value !== 'false') return app.login.notices[flag];
  }
  return null;
}
