import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReadEntry } from 'tar';
import { RELEASE_BUNDLE_MAX_BYTES } from '../../contract/upgrades';
import { AppError } from '../../shared/app-error';
import {
  BUNDLE_ENTRIES,
  MANIFEST_MAX_BYTES,
  RELEASE_FORMAT,
  type ReleaseManifest,
  SIGNATURE_MAX_BYTES,
  zReleaseManifest,
} from './release-manifest';

/** Writes a signed release bundle of `binary` to `out` (the vendor's side: `npm run build:release`). */
export async function writeReleaseBundle(options: {
  binary: string;
  version: string;
  arch: 'x64' | 'arm64';
  privateKeyPem: string;
  out: string;
  minimumFrom?: string;
  /** When the release was built (ISO 8601), recorded in its manifest. */
  builtAt: string;
}): Promise<ReleaseManifest> {
  const manifest: ReleaseManifest = zReleaseManifest.parse({
    format: RELEASE_FORMAT,
    version: options.version,
    arch: options.arch,
    binary: { size: fs.statSync(options.binary).size, sha256: await sha256Of(options.binary) },
    ...(options.minimumFrom ? { minimumFrom: options.minimumFrom } : {}),
    builtAt: options.builtAt,
  });
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const signature = crypto.sign(null, manifestBytes, crypto.createPrivateKey(options.privateKeyPem));
  const staging = fs.mkdtempSync(`${options.out}.staging-`);
  try {
    fs.writeFileSync(path.join(staging, BUNDLE_ENTRIES.manifest), manifestBytes);
    fs.writeFileSync(path.join(staging, BUNDLE_ENTRIES.signature), `${signature.toString('base64')}\n`);
    fs.symlinkSync(path.resolve(options.binary), path.join(staging, BUNDLE_ENTRIES.binary));
    const { create: createTar } = await import('tar');
    await createTar({ gzip: true, file: options.out, cwd: staging, portable: true, follow: true }, [
      BUNDLE_ENTRIES.manifest,
      BUNDLE_ENTRIES.signature,
      BUNDLE_ENTRIES.binary,
    ]);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return manifest;
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

interface RawBundle {
  manifest: Buffer;
  signature: Buffer;
  binarySize: number;
  binarySha256: string;
}

function invalid(why: string): AppError {
  return new AppError('RELEASE_INVALID', { cause: new Error(why) });
}

/**
 * Reads the three entries; the binary goes to `binaryOut` as it streams, hashed on the way.
 * tar loads with the first upgrade, not at start.
 */
async function readEntries(bundle: string, binaryOut: string): Promise<RawBundle> {
  const { Parser } = await import('tar');
  return new Promise((resolve, reject) => {
    const seen = new Set<string>();
    const small: Partial<Record<'manifest' | 'signature', Buffer>> = {};
    const hash = crypto.createHash('sha256');
    let binarySize = 0;
    let binaryWritten: Promise<void> = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(error instanceof AppError ? error : invalid(String(error)));
    };
    const readSmall = (entry: ReadEntry, key: 'manifest' | 'signature', max: number) => {
      if (entry.size > max) return fail(invalid(`${entry.path} is too large`));
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        small[key] = Buffer.concat(chunks);
      });
    };
    const parser = new Parser({
      strict: true,
      onReadEntry(entry) {
        if (failed) return entry.resume();
        if (entry.type !== 'File' || seen.has(entry.path)) return fail(invalid(`unexpected entry ${entry.path}`));
        seen.add(entry.path);
        if (entry.path === BUNDLE_ENTRIES.manifest) return readSmall(entry, 'manifest', MANIFEST_MAX_BYTES);
        if (entry.path === BUNDLE_ENTRIES.signature) return readSmall(entry, 'signature', SIGNATURE_MAX_BYTES);
        if (entry.path !== BUNDLE_ENTRIES.binary) return fail(invalid(`unexpected entry ${entry.path}`));
        if (entry.size > RELEASE_BUNDLE_MAX_BYTES) return fail(invalid('binary too large'));
        const out = fs.createWriteStream(binaryOut, { mode: 0o700 });
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          binarySize += chunk.length;
        });
        binaryWritten = new Promise((done, error) => {
          out.on('close', done);
          out.on('error', error);
        });
        entry.pipe(out);
      },
    });
    parser.on('error', fail);
    parser.on('end', () => {
      if (failed) return;
      binaryWritten.then(() => {
        const { manifest, signature } = small;
        if (!manifest || !signature || !seen.has(BUNDLE_ENTRIES.binary)) return fail(invalid('an entry is missing'));
        resolve({ manifest, signature, binarySize, binarySha256: hash.digest('hex') });
      }, fail);
    });
    const input = fs.createReadStream(bundle);
    input.on('error', fail);
    input.pipe(parser);
  });
}

/**
 * A release bundle checked end to end: one of `keys` signed its manifest, the manifest is well
 * formed, and the binary (written to `binaryOut`) has the size and sha256 it names. Throws
 * RELEASE_INVALID or RELEASE_SIGNATURE_INVALID otherwise, and leaves no `binaryOut` behind.
 */
export async function readReleaseBundle(bundle: string, keys: readonly KeyObject[], binaryOut: string): Promise<ReleaseManifest> {
  try {
    const raw = await readEntries(bundle, binaryOut);
    const signature = Buffer.from(raw.signature.toString('ascii').trim(), 'base64');
    if (!keys.some((key) => crypto.verify(null, raw.manifest, key, signature))) throw new AppError('RELEASE_SIGNATURE_INVALID');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.manifest.toString('utf8'));
    } catch {
      throw invalid('manifest is not JSON');
    }
    const manifest = zReleaseManifest.safeParse(parsed);
    if (!manifest.success) throw invalid(`manifest: ${manifest.error.message}`);
    const { size, sha256 } = manifest.data.binary;
    if (size !== raw.binarySize || sha256 !== raw.binarySha256) throw new AppError('RELEASE_SIGNATURE_INVALID');
    return manifest.data;
  } catch (error) {
    fs.rmSync(binaryOut, { force: true });
    throw error;
  }
}
