import type { CheckInSettings } from '@contract/plans';
import type { adminJa } from '@/i18n/admin.ja';
import type { Messages } from '@/i18n/catalog';
import { parseMinutes } from '../menu-items/plan-terms-form';

/*
 * The check-in page's form, pure: the settings as the owner fills them in, what is wrong with
 * them in the owner's words, and the settings they become (the box checks the same again).
 */

/** The cover charge's limits in zCheckInSettings (its label and yen per adult). */
export const COVER_LIMITS = { labelMax: 30, priceMin: 1, priceMax: 100_000 } as const;

export interface CheckInForm {
  askGuestCount: boolean;
  countChildren: boolean;
  coverOn: boolean;
  coverLabel: string;
  coverPriceText: string;
}

export type CheckInText = Messages<(typeof adminJa)['checkIn']>;

export interface CheckInErrors {
  coverLabel: string | null;
  coverPrice: string | null;
}

/** The form of the box's settings; with no cover charge the fields wait with お通し filled in. */
export function checkInFormOf(settings: CheckInSettings): CheckInForm {
  return {
    askGuestCount: settings.ask_guest_count,
    countChildren: settings.count_children,
    coverOn: settings.cover !== null,
    coverLabel: settings.cover?.label ?? 'お通し',
    coverPriceText: settings.cover === null ? '' : String(settings.cover.price),
  };
}

function coverPrice(text: string): number | null {
  const value = parseMinutes(text.replace(/[,，円¥￥]/g, ''));
  return value !== null && value >= COVER_LIMITS.priceMin && value <= COVER_LIMITS.priceMax ? value : null;
}

/** Each field's message; the cover's fields count only when the cover charge is on. */
export function checkInErrors(form: CheckInForm, t: CheckInText): CheckInErrors {
  if (!form.coverOn) return { coverLabel: null, coverPrice: null };
  return {
    coverLabel: form.coverLabel.trim() === '' ? t.coverLabelRequired : null,
    coverPrice: coverPrice(form.coverPriceText) === null ? t.coverPriceInvalid(COVER_LIMITS.priceMax) : null,
  };
}

/** The settings the form becomes (call when it has no errors). */
export function checkInSettingsOf(form: CheckInForm): CheckInSettings {
  return {
    ask_guest_count: form.askGuestCount,
    count_children: form.countChildren,
    cover: form.coverOn ? { label: form.coverLabel.trim(), price: coverPrice(form.coverPriceText) ?? 0 } : null,
  };
}
