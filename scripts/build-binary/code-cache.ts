import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LISTENING = '"msg":"box listening"';
const LIMIT_MS = 120_000;

/**
 * Records V8's code cache of the box's bundle: starts `binary` (built without a cache, for this
 * machine's architecture) on an empty data dir until it listens, stops it, and answers the file
 * its loader wrote on exit (appliance/src/cli/sea-loader.ts): every function a start compiles.
 */
export async function recordCodeCache(binary: string, workDir: string): Promise<string> {
  const dir = path.join(workDir, 'code-cache-run');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(workDir, 'app.codecache');
  fs.rmSync(out, { force: true });
  // A clean environment: the build's NODE_OPTIONS (tsx) or V8 flags would change what is compiled.
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    LANG: 'C.UTF-8',
    SMA_ORDER_CACHE_DIR: path.join(dir, 'cache'),
    SMA_ORDER_WRITE_CODE_CACHE: out,
  };
  const args = ['serve', '--host', '127.0.0.1', '--port', '0', '--no-mdns', '--data-dir', path.join(dir, 'data')];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
    const onData = (chunk: Buffer) => {
      const seen = output.includes(LISTENING);
      output += chunk.toString();
      if (!seen && output.includes(LISTENING)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && output.includes(LISTENING)) resolve();
      else reject(new Error(`recording the code cache: the box exited with ${code ?? signal}: ${output.slice(-2000)}`));
    });
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!fs.existsSync(out) || fs.statSync(out).size === 0) throw new Error(`recording the code cache wrote no ${out}`);
  return out;
}
