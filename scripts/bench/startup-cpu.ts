/**
 * Start-up CPU of a process: its CPU time from spawn to a line it prints (the box's "box
 * listening"), read from /proc at that moment, with the wall time beside it. Under emulation (the
 * image tests' qemu) or on a Pi, CPU time is what a start costs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { threadCpuMs } from './stats';

export interface StartFigure {
  child: ChildProcess;
  cpuMs: number;
  wallMs: number;
}

/** Spawns `command` and resolves once its stdout or stderr has printed `line`. */
export function startToLine(command: string, args: string[], env: NodeJS.ProcessEnv, line: string): Promise<StartFigure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} printed no "${line}" in 60 s: ${output.slice(-500)}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      if (output.includes(line)) return;
      output += chunk.toString();
      if (!output.includes(line)) return;
      const wallMs = performance.now() - started;
      const cpuMs = threadCpuMs(child.pid!);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, cpuMs, wallMs });
    };
    // Both streams keep flowing, so the child never blocks on a full pipe.
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before "${line}": ${output.slice(-500)}`));
    });
  });
}

/**
 * `node -e` of a bare node:http server on a better-sqlite3 database (WAL, one table), printing
 * `line` once it listens: the least any Node server with a database pays to start.
 * argv: better-sqlite3 entry, database file, port.
 */
export function bareServerScript(line: string): string {
  return [
    'const [entry, file, port] = process.argv.slice(1);',
    'const db = new (require(entry))(file);',
    "db.pragma('journal_mode = WAL');",
    "db.pragma('synchronous = FULL');",
    "db.exec('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, v TEXT)');",
    "require('node:http').createServer((q, s) => s.end('ok'))",
    `  .listen(Number(port), '127.0.0.1', () => console.log(${JSON.stringify(line)}));`,
  ].join('\n');
}
