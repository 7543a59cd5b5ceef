import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assertMachine } from './elf';
import { installedVersion } from './fetch-package';
import { hostArch, NODE_VERSION, repoRoot, type Target, workRoot } from './targets';

/** The build needs a C/C++ toolchain this machine does not have; the message says which. */
export class ToolchainMissingError extends Error {
  override name = 'ToolchainMissingError';
}

function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * better-sqlite3 uses V8's own API, not N-API, so its addon is compiled against the embedded
 * Node's headers (shipped in the node-linux-* package) with node-gyp --nodedir. Cached per
 * better-sqlite3 version, Node version and architecture: about a minute and a half the first time.
 */
export function buildBetterSqlite3(target: Target, nodeDir: string): string {
  const version = installedVersion('better-sqlite3');
  const dir = path.join(workRoot, 'addons', `better-sqlite3-${version}-node${NODE_VERSION}-${target.arch}`);
  const built = path.join(dir, 'build/Release/better_sqlite3.node');
  if (fs.existsSync(built)) return built;

  const env: NodeJS.ProcessEnv = { ...process.env };
  // The machine's npm config points node-gyp at the system Node's headers; these must not win.
  delete env.npm_config_nodedir;
  delete env.NPM_CONFIG_NODEDIR;
  const gypArgs = ['rebuild', '--release', `--nodedir=${nodeDir}`, `--arch=${target.arch}`, '-j', '2'];
  if (target.arch !== hostArch()) {
    const cc = `${target.crossPrefix}gcc`;
    const cxx = `${target.crossPrefix}g++`;
    if (!hasCommand(cc) || !hasCommand(cxx)) {
      throw new ToolchainMissingError(
        `better-sqlite3 for ${target.arch} must be compiled, and ${cxx} is not installed. ` +
          `Install a cross compiler (Debian: apt-get install g++-${target.crossPrefix.slice(0, -1).replace(/_/g, '-')}) ` +
          `or run \`npm run build:binary -- --arch ${target.arch}\` on an ${target.arch} machine.`,
      );
    }
    Object.assign(env, { CC: cc, CXX: cxx, LINK: cxx, AR: `${target.crossPrefix}ar`, CC_host: 'gcc', CXX_host: 'g++' });
  }

  const source = path.join(repoRoot, 'node_modules/better-sqlite3');
  const staging = `${dir}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  for (const entry of ['binding.gyp', 'deps', 'src', 'package.json']) {
    fs.cpSync(path.join(source, entry), path.join(staging, entry), { recursive: true });
  }
  console.log(`  compiling better-sqlite3 ${version} for Node ${NODE_VERSION} ${target.arch} (takes a minute or two)`);
  const gyp = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/node-gyp/bin/node-gyp.js'), ...gypArgs], {
    cwd: staging,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The compiler's warnings about SQLite's sources are noise unless the build fails.
  if (gyp.status !== 0) throw new Error(`node-gyp failed for better-sqlite3 (${target.arch}):\n${gyp.stderr.slice(-4000)}`);
  assertMachine(path.join(staging, 'build/Release/better_sqlite3.node'), target.elfMachine);
  fs.rmSync(path.join(staging, 'build/Release/obj.target'), { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(staging, dir);
  return built;
}
