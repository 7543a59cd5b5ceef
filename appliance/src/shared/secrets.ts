import { hash, randomBytes } from 'node:crypto';

/** A 128-bit or longer random token, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are stored only as SHA-256 hashes, so a copied database opens no session. One-shot
 * `hash` (a third of createHash's time on Node 24): every staff request and order hashes.
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}
