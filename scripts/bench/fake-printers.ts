import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { PrintedTicket, PrinterProcessMessage } from './printer-process';

/** Fake printers in their own process (printer-process.ts), and every ticket they have cut so far. */
export interface FakePrinters {
  child: ChildProcess;
  /** Loopback ports, printer i at ports[i]. */
  ports: number[];
  tickets: PrintedTicket[];
  close(): Promise<void>;
}

/** Forks printer-process.ts with `count` fake Epson printers; resolves once they listen. */
export function startFakePrinters(count: number): Promise<FakePrinters> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'printer-process.ts'), [String(count)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const tickets: PrintedTicket[] = [];
    const close = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || !child.connected) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.send('close');
      });
    child.on('message', (message: PrinterProcessMessage) => {
      if (message.kind === 'ticket') tickets.push(message);
      else resolve({ child, ports: message.ports, tickets, close });
    });
    child.once('exit', (code) => reject(new Error(`fake printers exited with ${code}`)));
    child.once('error', reject);
  });
}
