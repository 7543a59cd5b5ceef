/**
 * The one email rule of the box and the screens: zod's own email pattern, kept here without zod
 * so the screens check an address exactly as the box will (common.ts builds zEmail from it).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Whether the box will take the typed address (it trims it first, as SPEC.md section 5 says). */
export function isEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
