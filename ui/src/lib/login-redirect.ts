import { getSaved, updateSaved } from './storage';

const NO_RETURN = /^\/(login|logout)(\/|$|\?)/;

/** Only paths on this box: '//host' and '/\host' would leave it, and returning to login loops. */
export function isSafeRedirect(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !NO_RETURN.test(target);
}

/** Remembers where a guarded screen sent the user to log in (SPEC.md section 6). */
export function saveLoginRedirect(target: string): void {
  if (isSafeRedirect(target)) updateSaved({ loginRedirect: target });
}

/** The saved target, forgotten once read; null when none was saved (or it is not a safe one). */
export function takeLoginRedirect(): string | null {
  const target = getSaved().loginRedirect;
  if (target !== null) updateSaved({ loginRedirect: null });
  return target && isSafeRedirect(target) ? target : null;
}
