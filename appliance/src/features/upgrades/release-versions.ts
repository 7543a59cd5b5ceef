import { RELEASE_VERSION_PATTERN } from '../../contract/upgrades';

interface Parsed {
  numbers: [number, number, number];
  pre: string | undefined;
}

function parse(version: string): Parsed | undefined {
  const match = RELEASE_VERSION_PATTERN.exec(version);
  if (!match) return undefined;
  return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4]?.slice(1) };
}

/** Semantic-version order: negative when a is older than b; a pre-release comes before its release. */
export function compareVersions(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  if (!pa || !pb) throw new Error(`not a release version: ${pa ? b : a}`);
  for (let i = 0; i < 3; i++) {
    const d = (pa.numbers[i] ?? 0) - (pb.numbers[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === undefined) return 1;
  if (pb.pre === undefined) return -1;
  return comparePreRelease(pa.pre, pb.pre);
}

function comparePreRelease(a: string, b: string): number {
  const as = a.split('.');
  const bs = b.split('.');
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    const x = as[i];
    const y = bs[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = /^\d+$/.test(x) ? Number(x) : undefined;
    const ny = /^\d+$/.test(y) ? Number(y) : undefined;
    if (nx !== undefined && ny !== undefined) {
      if (nx !== ny) return Math.sign(nx - ny);
    } else if (nx !== undefined) return -1;
    else if (ny !== undefined) return 1;
    else if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export type VersionRefusal = 'RELEASE_SAME_VERSION' | 'RELEASE_DOWNGRADE' | 'RELEASE_NEEDS_NEWER_BOX';

/**
 * The upgrade rules (docs/upgrades.md): only forward, since migrations are forward-only; any
 * number of versions may be skipped unless the release names a `minimumFrom` newer than the box.
 */
export function versionRefusal(running: string, release: { version: string; minimumFrom?: string }): VersionRefusal | null {
  const order = compareVersions(release.version, running);
  if (order === 0) return 'RELEASE_SAME_VERSION';
  if (order < 0) return 'RELEASE_DOWNGRADE';
  if (release.minimumFrom && compareVersions(running, release.minimumFrom) < 0) return 'RELEASE_NEEDS_NEWER_BOX';
  return null;
}
