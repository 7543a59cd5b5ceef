import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface RunningProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves once the process has ended by itself. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and resolves with how the process ended and how long it took. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/** A child process whose output the test can wait on. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): RunningProcess {
  const child = spawn(command, [...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  return {
    child,
    output: () => text,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(text);
          if (!match) return;
          cleanup();
          resolve(match);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern}; output:\n${text}`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`process exited while waiting for ${pattern}; output:\n${text}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    exited: () => exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      const started = performance.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return { ...result, ms: performance.now() - started };
    },
  };
}

const root = path.resolve(import.meta.dirname, '../../../..');

/** The demo box from source, as `npm start` runs it, in its own process so a test can kill it. */
export async function startSourceBox(dataDir: string): Promise<{ box: RunningProcess; url: string }> {
  const box = startProcess(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'appliance/src/main.ts'),
      '--demo',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--data-dir',
      dataDir,
    ],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const match = await box.waitFor(/http:\/\/[^\s/]+:(\d+)\//, 60_000);
  return { box, url: `http://127.0.0.1:${match[1]}` };
}

/**
 * Runs a build to its end: resolves with everything it printed, or rejects with the tail of it
 * (named by `what`) when it fails or outlives `limitMs`.
 */
export function runToEnd(command: string, args: readonly string[], what: string, limitMs: number, cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${what} failed (${code}):\n${output.slice(-6000)}`));
    });
  });
}
