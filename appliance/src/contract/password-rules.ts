import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * SPEC.md section 5: at least PASSWORD_MIN_LENGTH characters once trimmed (inputs are trimmed, so
 * eight spaces are no password), counted as people count them, not in UTF-16 units. The password
 * itself is kept as typed, since login compares it as typed.
 */
export function isPasswordTooShort(password: string): boolean {
  return [...password.trim()].length < PASSWORD_MIN_LENGTH;
}
