import { storage } from './storage';

const MAX_LENGTH = 100;

/** Saves the `utm_source` query value as sourceValue (SPEC.md section 1); an empty value is ignored. */
export function saveUtmSource(search: string): void {
  const value = new URLSearchParams(search).get('utm_source')?.trim();
  if (value) storage.set('sourceValue', value.slice(0, MAX_LENGTH));
}
