import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateReleaseKeyPair } from '../../src/features/upgrades';
import { readReleaseBundle } from '../../src/features/upgrades/release-bundle';
import { trustedReleaseKeys } from '../../src/features/upgrades/release-keys';
import { compareVersions, versionRefusal } from '../../src/features/upgrades/release-versions';
import { makeVendor } from './release-fixtures';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Rewrites a bundle through `tar` so a test can change one entry and pack it again. */
function repack(bundle: string, change: (dir: string) => void): string {
  const dir = fs.mkdtempSync(`${bundle}-x-`);
  execFileSync('tar', ['-xzf', bundle, '-C', dir]);
  change(dir);
  const out = `${bundle}-changed.tgz`;
  execFileSync('tar', ['-czf', out, '-C', dir, ...fs.readdirSync(dir)]);
  return out;
}

describe('release bundles', () => {
  it('reads what the vendor signed: the manifest, and the binary byte for byte', async () => {
    const vendor = makeVendor();
    const bundle = await vendor.bundle({ version: '0.3.0' });
    // A plain tar.gz a vendor can list with standard tools.
    expect(execFileSync('tar', ['-tzf', bundle], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      'manifest.sig',
      'sma-order',
    ]);
    const out = path.join(vendor.dir, 'out');
    const manifest = await readReleaseBundle(bundle, trustedReleaseKeys(vendor.keysDir), out);
    expect(manifest).toMatchObject({ format: 'sma-order-release/1', version: '0.3.0' });
    expect(fs.readFileSync(out)).toEqual(fs.readFileSync(path.join(vendor.dir, 'binary-1')));
  });

  it('refuses a bundle signed by another key, a changed binary or a changed manifest, and leaves no binary behind', async () => {
    const vendor = makeVendor();
    const keys = trustedReleaseKeys(vendor.keysDir);
    const out = path.join(vendor.dir, 'out');
    const stranger = await vendor.bundle({ version: '0.3.0', privateKey: generateReleaseKeyPair().privateKey });
    expect(await codeOf(readReleaseBundle(stranger, keys, out))).toBe('RELEASE_SIGNATURE_INVALID');
    const good = await vendor.bundle({ version: '0.3.0' });
    const binaryChanged = repack(good, (dir) => fs.appendFileSync(path.join(dir, 'sma-order'), 'rm -rf /\n'));
    expect(await codeOf(readReleaseBundle(binaryChanged, keys, out))).toBe('RELEASE_SIGNATURE_INVALID');
    const manifestChanged = repack(good, (dir) => {
      const file = path.join(dir, 'manifest.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('0.3.0', '9.3.0'));
    });
    expect(await codeOf(readReleaseBundle(manifestChanged, keys, out))).toBe('RELEASE_SIGNATURE_INVALID');
    expect(fs.existsSync(out)).toBe(false);
    // No trusted key at all: nothing verifies.
    expect(await codeOf(readReleaseBundle(good, [], out))).toBe('RELEASE_SIGNATURE_INVALID');
  });

  it('refuses what is not a release bundle: junk, a plain gzip, extra or missing entries, a path outside', async () => {
    const vendor = makeVendor();
    const keys = trustedReleaseKeys(vendor.keysDir);
    const out = path.join(vendor.dir, 'out');
    const file = (name: string, bytes: Buffer) => {
      const at = path.join(vendor.dir, name);
      fs.writeFileSync(at, bytes);
      return at;
    };
    const good = await vendor.bundle({ version: '0.3.0' });
    const cases = {
      junk: file('junk', Buffer.from('MZ this is not a tar')),
      empty: file('empty', Buffer.alloc(0)),
      gzip: file('gzip', gzipSync(Buffer.from('hello'))),
      truncated: file('truncated', fs.readFileSync(good).subarray(0, 200)),
      tarOnly: file('plain.tar', gunzipSync(fs.readFileSync(good))),
      extra: repack(good, (dir) => fs.writeFileSync(path.join(dir, 'evil.sh'), 'x')),
      missing: repack(good, (dir) => fs.rmSync(path.join(dir, 'manifest.sig'))),
      link: repack(good, (dir) => {
        fs.rmSync(path.join(dir, 'sma-order'));
        fs.symlinkSync('/etc/passwd', path.join(dir, 'sma-order'));
      }),
    };
    const answers = Object.fromEntries(
      await Promise.all(Object.entries(cases).map(async ([name, at]) => [name, await codeOf(readReleaseBundle(at, keys, out))])),
    );
    // An uncompressed tar of the right entries is still the vendor's signed release.
    expect(answers).toEqual({
      junk: 'RELEASE_INVALID',
      empty: 'RELEASE_INVALID',
      gzip: 'RELEASE_INVALID',
      truncated: 'RELEASE_INVALID',
      tarOnly: 'accepted',
      extra: 'RELEASE_INVALID',
      missing: 'RELEASE_INVALID',
      link: 'RELEASE_INVALID',
    });
  });
});

describe('release versions', () => {
  it('orders versions as semantic versions, pre-releases before their release', () => {
    const sorted = ['0.10.0', '0.2.0', '1.0.0', '0.2.0-rc.1', '0.2.0-rc.10', '0.2.0-rc.2', '0.2.1', '0.2.0-beta'];
    expect(sorted.sort(compareVersions)).toEqual([
      '0.2.0-beta',
      '0.2.0-rc.1',
      '0.2.0-rc.2',
      '0.2.0-rc.10',
      '0.2.0',
      '0.2.1',
      '0.10.0',
      '1.0.0',
    ]);
  });

  it('installs only forward, any number of versions at once unless the release names an older limit', () => {
    expect(versionRefusal('0.2.0', { version: '0.2.0' })).toBe('RELEASE_SAME_VERSION');
    expect(versionRefusal('0.3.0', { version: '0.2.9' })).toBe('RELEASE_DOWNGRADE');
    expect(versionRefusal('0.2.0', { version: '0.9.0' })).toBeNull();
    expect(versionRefusal('0.2.0', { version: '0.9.0', minimumFrom: '0.5.0' })).toBe('RELEASE_NEEDS_NEWER_BOX');
    expect(versionRefusal('0.5.0', { version: '0.9.0', minimumFrom: '0.5.0' })).toBeNull();
  });
});
