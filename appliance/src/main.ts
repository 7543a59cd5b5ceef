import path from 'node:path';
import { runCli } from './cli';

// A checkout serves the Vite build beside the sources; the single binary has its own entry (cli/sea-main.ts).
const uiDir = path.resolve(import.meta.dirname, '../../ui/dist');

runCli(process.argv.slice(2), { uiDir }).then(
  (code) => {
    process.exitCode = code;
    // Anything still holding the event loop after a clean stop must not keep the process alive.
    setTimeout(() => process.exit(code), 500).unref();
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
