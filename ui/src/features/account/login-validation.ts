import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { emailError } from '@/lib/email-error';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginErrors {
  email: string | null;
  password: string | null;
}

/** SPEC.md section 5: email required and well formed, password required. */
export function validateLogin(values: LoginValues): LoginErrors {
  const app = text(appText);
  return {
    email: emailError(values.email),
    password: values.password === '' ? app.validation.passwordRequired : null,
  };
}

export function isLoginValid(errors: LoginErrors): boolean {
  return errors.email === null && errors.password === null;
}
