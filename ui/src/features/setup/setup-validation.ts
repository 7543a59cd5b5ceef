import { SETUP_LIMITS } from '@contract/constants';
import { isPasswordTooShort } from '@contract/password-rules';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { setupText } from '@/i18n/setup';
import type { CallBody } from '@/lib/api-client';
import { emailError } from '@/lib/email-error';

export interface SetupValues {
  shopName: string;
  companyName: string;
  representative: string;
  address: string;
  phone: string;
  companyEmail: string;
  lastName: string;
  firstName: string;
  ownerEmail: string;
  ownerPassword: string;
  ownerPasswordRepeat: string;
  pagePassword: string;
  pagePasswordRepeat: string;
}

export type SetupField = keyof SetupValues;
export type SetupErrors = Partial<Record<SetupField, string>>;

export const EMPTY_SETUP: SetupValues = {
  shopName: '',
  companyName: '',
  representative: '',
  address: '',
  phone: '',
  companyEmail: '',
  lastName: '',
  firstName: '',
  ownerEmail: '',
  ownerPassword: '',
  ownerPasswordRepeat: '',
  pagePassword: '',
  pagePasswordRepeat: '',
};

/** The fields each of the three steps asks for. */
export const STEP_FIELDS: readonly (readonly SetupField[])[] = [
  ['shopName', 'companyName', 'representative', 'address', 'phone', 'companyEmail'],
  ['lastName', 'firstName', 'ownerEmail', 'ownerPassword', 'ownerPasswordRepeat'],
  ['pagePassword', 'pagePasswordRepeat'],
];

const PHONE = /^[0-9+\-() ]+$/;
const length = (text: string) => [...text].length;

function requiredText(value: string, label: string, max: number): string | undefined {
  const setup = text(setupText);
  const trimmed = value.trim();
  if (trimmed === '') return setup.errors.required(label);
  if (length(trimmed) > max) return setup.errors.tooLong(label, max);
  return undefined;
}

function email(value: string): string | undefined {
  return emailError(value) ?? undefined;
}

function password(value: string): string | undefined {
  const app = text(appText);
  if (value === '') return app.validation.passwordRequired;
  return isPasswordTooShort(value) ? app.validation.passwordMin : undefined;
}

/** Every problem of the form, by field; the same rules the box applies, in its Japanese. */
export function validateSetup(v: SetupValues): SetupErrors {
  const setup = text(setupText);
  const s = setup.shop;
  const o = setup.owner;
  const errors: SetupErrors = {
    shopName: requiredText(v.shopName, s.shopName, SETUP_LIMITS.shopName),
    companyName: requiredText(v.companyName, s.companyName, SETUP_LIMITS.companyName),
    representative: requiredText(v.representative, s.representative, SETUP_LIMITS.representative),
    address: requiredText(v.address, s.address, SETUP_LIMITS.address),
    phone: requiredText(v.phone, s.phone, SETUP_LIMITS.phone) ?? (PHONE.test(v.phone.trim()) ? undefined : setup.errors.phone),
    companyEmail: email(v.companyEmail),
    lastName: requiredText(v.lastName, o.lastName, SETUP_LIMITS.personName),
    firstName: requiredText(v.firstName, o.firstName, SETUP_LIMITS.personName),
    ownerEmail: email(v.ownerEmail),
    ownerPassword: password(v.ownerPassword),
    ownerPasswordRepeat: v.ownerPasswordRepeat === v.ownerPassword ? undefined : setup.errors.repeat,
    pagePassword: password(v.pagePassword) ?? (v.pagePassword === v.ownerPassword ? setup.errors.samePassword : undefined),
    pagePasswordRepeat: v.pagePasswordRepeat === v.pagePassword ? undefined : setup.errors.repeat,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** Whether one step's fields are all fine. */
export function isStepValid(errors: SetupErrors, step: number): boolean {
  return (STEP_FIELDS[step] ?? []).every((field) => errors[field] === undefined);
}

/** The request body of 'setup.complete'. */
export function toSetupBody(v: SetupValues, token: string): CallBody<'setup.complete'> {
  return {
    token,
    shopName: v.shopName.trim(),
    company: {
      name: v.companyName.trim(),
      representative: v.representative.trim(),
      address: v.address.trim(),
      phone: v.phone.trim(),
      email: v.companyEmail.trim(),
    },
    owner: {
      last_name: v.lastName.trim(),
      first_name: v.firstName.trim(),
      email: v.ownerEmail.trim(),
      password: v.ownerPassword,
    },
    pagePassword: v.pagePassword,
  };
}
