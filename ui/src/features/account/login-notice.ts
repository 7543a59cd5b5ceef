import { ja } from '@/i18n/ja';

const FLAGS = ['isRegist', 'isResetPass', 'expired'] as const;

/** The notice for /login's query flags (SPEC.md section 2); '0' and 'false' mean the flag is off. */
export function loginNotice(search: URLSearchParams): string | null {
  for (const flag of FLAGS) {
    const value = search.get(flag);
    if (value !== null && value !== '0' && value !== 'false') return ja.login.notices[flag];
  }
  return null;
}
