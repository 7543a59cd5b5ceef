import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './targets';

/** Builds the UI into its own folder, so ui/dist (served by `npm start` and the e2e box) is left alone. */
export function buildUi(outDir: string): string {
  // The box's screens, then headquarters' beside them (`--mode hq`, ui/vite.config.ts).
  for (const mode of ['production', 'hq']) {
    execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'ui/vite.config.ts',
        '--mode',
        mode,
        '--outDir',
        outDir,
        ...(mode === 'hq' ? [] : ['--emptyOutDir']),
        '--logLevel',
        'warn',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`the UI build left no ${outDir}/index.html`);
  return outDir;
}
