import { createHash, randomBytes } from 'node:crypto';

/** A 128-bit or longer random token, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes, so a copied database opens no session. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
