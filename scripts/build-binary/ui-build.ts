import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './targets';

/** Builds the UI into its own folder, so ui/dist (served by `npm start` and the e2e box) is left alone. */
export function buildUi(outDir: string): string {
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'ui/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`the UI build left no ${outDir}/index.html`);
  return outDir;
}
