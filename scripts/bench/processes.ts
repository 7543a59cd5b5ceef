import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts a child process and resolves with the port it prints, matched by `portPattern`. */
export function startChild(command: string, args: string[], portPattern: RegExp): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not start: ${output}`));
    }, 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = portPattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface DemoBox {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
}

/** Starts the real box (from source, with the demo shop) on a free loopback port, its data in `dataDir`. */
export async function startDemoBox(dataDir: string): Promise<DemoBox> {
  const { child, port } = await startChild(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'appliance/src/main.ts'),
      '--demo',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    // The start banner names the address it listens on (localhost or 127.0.0.1).
    /http:\/\/[^\s/]+:(\d+)\//,
  );
  return { child, port, url: `http://127.0.0.1:${port}` };
}
