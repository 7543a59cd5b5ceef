/**
 * npm run release:keygen -- --out DIR: a new vendor signing key pair for release bundles.
 * DIR/sma-order-release.key (private, mode 0600: keep it off the boxes, offline if you can) and
 * DIR/sma-order-release.pub (goes on every box: `npm run build:image -- --release-key`, or
 * `systemd/install.sh --release-key`). Refuses to overwrite an existing key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateReleaseKeyPair } from '../../appliance/src/features/upgrades';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dir = path.resolve(values.out ?? 'release-keys');
const privateFile = path.join(dir, 'sma-order-release.key');
const publicFile = path.join(dir, 'sma-order-release.pub');
if (fs.existsSync(privateFile) || fs.existsSync(publicFile)) {
  console.error(`${privateFile} or ${publicFile} exists already; not overwriting a vendor key.`);
  process.exit(1);
}
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
const pair = generateReleaseKeyPair();
fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
fs.writeFileSync(publicFile, pair.publicKey, { mode: 0o644 });
console.log(`private key: ${privateFile} (keep it secret)\npublic key:  ${publicFile} (put it on every box)`);
