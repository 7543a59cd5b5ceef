import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The vendor's ed25519 public keys the box trusts: every `*.pub` (PEM, SPKI) in `dir`. A missing
 * folder or a file that is not an ed25519 public key counts as no key; nothing else is trusted.
 */
export function trustedReleaseKeys(dir: string): KeyObject[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.pub'));
  } catch {
    return [];
  }
  const keys: KeyObject[] = [];
  for (const name of names.sort()) {
    try {
      const key = crypto.createPublicKey(fs.readFileSync(path.join(dir, name)));
      if (key.asymmetricKeyType === 'ed25519') keys.push(key);
    } catch {
      // not a key: ignored
    }
  }
  return keys;
}

/** A new vendor key pair, both PEM: the private key (PKCS#8) stays with the vendor. */
export function generateReleaseKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
