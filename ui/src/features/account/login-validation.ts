import { ja } from '@/i18n/ja';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginErrors {
  email: string | null;
  password: string | null;
}

// Deliberately loose: the box's zod check is the real one; this only catches obvious typos.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: email required and well formed, password required. */
export function validateLogin(values: LoginValues): LoginErrors {
  const email = values.email.trim();
  return {
    email: email === '' ? ja.validation.emailRequired : EMAIL.test(email) ? null : ja.validation.emailFormat,
    password: values.password === '' ? ja.validation.passwordRequired : null,
  };
}

export function isLoginValid(errors: LoginErrors): boolean {
  return errors.email === null && errors.password === null;
}
