import { z } from 'zod';
import { zReleaseVersion } from '../../contract/upgrades';

/**
 * A release bundle is a gzipped tar of exactly three files: `manifest.json`, `manifest.sig` (the
 * base64 ed25519 signature of manifest.json's bytes) and `sma-order` (the binary, whose size and
 * sha256 the manifest names). Only the manifest is signed; the binary is bound to it by its hash.
 */
export const BUNDLE_ENTRIES = { manifest: 'manifest.json', signature: 'manifest.sig', binary: 'sma-order' } as const;
export const RELEASE_FORMAT = 'sma-order-release/1';
export const MANIFEST_MAX_BYTES = 16 * 1024;
export const SIGNATURE_MAX_BYTES = 1024;

export const zReleaseManifest = z
  .object({
    format: z.literal(RELEASE_FORMAT),
    version: zReleaseVersion,
    arch: z.enum(['x64', 'arm64']),
    binary: z.object({ size: z.number().int().positive(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
    /** The oldest version this release may be installed over (a longer jump must stop between). */
    minimumFrom: zReleaseVersion.optional(),
    builtAt: z.string().max(40),
  })
  .strict();
export type ReleaseManifest = z.infer<typeof zReleaseManifest>;

export function bundleFileName(version: string, arch: string): string {
  return `sma-order-${version}-linux-${arch}.release.tgz`;
}
