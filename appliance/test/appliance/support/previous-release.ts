import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './binary';
import { runToEnd } from './process';
import { userCacheDir } from './user-cache';

const BUILD_LIMIT_MS = 15 * 60_000;

export interface PreviousRelease {
  version: string;
  binary: string;
  /** `git`: built from the tagged commit's own sources; `stamped`: that commit is not in this clone. */
  builtFrom: 'git' | 'stamped';
}

interface PreviousReleaseFile {
  version: string;
  tag: string;
  commit: string;
}

/**
 * The binary of the release before the one under development (scripts/release/previous-release.json),
 * built from that commit's sources exported with `git archive` (the checkout's node_modules lent
 * to it), once per commit and user (userCacheDir). A shallow clone without that commit gets the
 * current sources stamped with the previous version instead, and says so. Asynchronous, so the image test can make its
 * Debian root file system meanwhile.
 */
export async function previousReleaseBinary(arch: 'x64' | 'arm64' = 'x64'): Promise<PreviousRelease> {
  const release = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'scripts/release/previous-release.json'), 'utf8'),
  ) as PreviousReleaseFile;
  const haveCommit = (() => {
    try {
      execFileSync('git', ['cat-file', '-e', `${release.commit}^{commit}`], { cwd: repoRoot, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  // Built from its commit, the binary is the same for every clone: kept per user. Stamped from the
  // current sources, it belongs to this checkout.
  const dir = haveCommit
    ? userCacheDir('previous-release', `${release.version}-${release.commit.slice(0, 12)}-${arch}`)
    : path.join(repoRoot, '.tmp/previous-release', `${release.version}-${arch}`);
  const binary = path.join(dir, 'sma-order');
  const stamp = path.join(dir, 'built-from');
  if (fs.existsSync(binary) && fs.existsSync(stamp)) {
    return { version: release.version, binary, builtFrom: fs.readFileSync(stamp, 'utf8').trim() as PreviousRelease['builtFrom'] };
  }
  // Made beside its place and renamed into it: another clone's run may be building the same one.
  const work = `${dir}.partial-${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const built = path.join(work, 'sma-order');
  let builtFrom: PreviousRelease['builtFrom'];
  if (haveCommit) {
    const source = path.join(work, 'src');
    fs.mkdirSync(source);
    const archive = path.join(work, 'src.tar');
    execFileSync('git', ['archive', '--format=tar', '-o', archive, release.commit], { cwd: repoRoot });
    execFileSync('tar', ['-x', '-f', archive, '-C', source]);
    fs.rmSync(archive);
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(source, 'node_modules'));
    await runToEnd(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-binary.ts', '--arch', arch, '--out', built],
      `build-binary.ts of ${release.tag}`,
      BUILD_LIMIT_MS,
      source,
    );
    fs.rmSync(source, { recursive: true, force: true });
    builtFrom = 'git';
  } else {
    console.warn(
      `commit ${release.commit} (${release.tag}) is not in this clone: stamping the current sources as ${release.version}`,
    );
    await runToEnd(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-binary.ts', '--arch', arch, '--version', release.version, '--out', built],
      `build-binary.ts stamped ${release.version}`,
      BUILD_LIMIT_MS,
      repoRoot,
    );
    builtFrom = 'stamped';
  }
  fs.writeFileSync(path.join(work, 'built-from'), `${builtFrom}\n`);
  if (fs.existsSync(stamp)) fs.rmSync(work, { recursive: true, force: true });
  else {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(work, dir);
  }
  return { version: release.version, binary, builtFrom };
}
