import type { InputHTMLAttributes } from 'react';
import { text } from '@/i18n/catalog';
import { setupText } from '@/i18n/setup';
import type { SetupField } from './setup-validation';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>;

export interface FieldSpec extends InputProps {
  label: string;
  hint?: string;
}

/** How each field is asked for: label, keyboard and what the browser may fill in. */
export function fieldSpecs(): Record<SetupField, FieldSpec> {
  const { shop: s, owner: o, page: p } = text(setupText);
  return {
    shopName: { label: s.shopName, placeholder: s.shopNamePlaceholder, autoComplete: 'organization' },
    companyName: { label: s.companyName, placeholder: s.companyNamePlaceholder, autoComplete: 'organization' },
    representative: { label: s.representative, placeholder: s.representativePlaceholder, autoComplete: 'name' },
    address: { label: s.address, placeholder: s.addressPlaceholder, autoComplete: 'street-address' },
    phone: { label: s.phone, placeholder: s.phonePlaceholder, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
    companyEmail: { label: s.email, type: 'email', inputMode: 'email', placeholder: 'info@example.com', autoComplete: 'email' },
    lastName: { label: o.lastName, autoComplete: 'family-name' },
    firstName: { label: o.firstName, autoComplete: 'given-name' },
    ownerEmail: { label: o.email, type: 'email', inputMode: 'email', placeholder: 'owner@example.com', autoComplete: 'username' },
    ownerPassword: { label: o.password, hint: o.passwordHint, type: 'password', autoComplete: 'new-password' },
    ownerPasswordRepeat: { label: o.passwordRepeat, type: 'password', autoComplete: 'new-password' },
    pagePassword: { label: p.password, hint: p.passwordHint, type: 'password', autoComplete: 'off' },
    pagePasswordRepeat: { label: p.passwordRepeat, type: 'password', autoComplete: 'off' },
  };
}

/** Each step's fields in rows; two fields in a row sit side by side on a wide screen. */
export const STEP_ROWS: readonly (readonly (readonly SetupField[])[])[] = [
  [['shopName'], ['companyName'], ['representative', 'phone'], ['address'], ['companyEmail']],
  [['lastName', 'firstName'], ['ownerEmail'], ['ownerPassword'], ['ownerPasswordRepeat']],
  [['pagePassword'], ['pagePasswordRepeat']],
];

/** Each step's heading and lead. */
export function stepText(step: number): { heading: string; lead: string } {
  const { shop, owner, page } = text(setupText);
  return [shop, owner, page][step] ?? shop;
}
