import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The UI's own import aliases (ui/vite.config.ts), so its pure modules test in node.
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'appliance/src/contract'),
      '@': path.resolve(import.meta.dirname, 'ui/src'),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Half again as many workers as CPUs: many appliance files spend their time waiting on a child
    // (the built binary, a box in a network namespace), so two workers left the 2-core machine a
    // third idle. Measured there: 268 s with two, 158 s with three, the same CPU time.
    maxWorkers: Math.ceil(os.availableParallelism() * 1.5),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'appliance',
          include: ['appliance/**/*.test.ts'],
          exclude: ['appliance/test/image/**', 'appliance/test/image-arm64/**'],
          // Each file starts its own boxes (fresh data dir, port, deps) and holds no module state
          // of its own, so a worker keeps the server's modules loaded from file to file: importing
          // the whole server once per worker rather than once per file (over 100 files) is most
          // of what isolation cost (measured: a third of the CPU time).
          isolate: false,
        },
      },
      {
        extends: true,
        // The disk image booted under qemu (minutes of emulated CPU): `npm test` runs it in the
        // background beside the other stages, one file at a time (scripts/test.sh).
        test: { name: 'image', include: ['appliance/test/image/**/*.test.ts'], isolate: false, maxWorkers: 1 },
      },
      {
        extends: true,
        // The Pi image booted under qemu-system-aarch64: too slow for `npm test`, its own command
        // (`npm run test:image:arm64`, scripts/test-image-arm64.sh); skipped when run otherwise.
        test: { name: 'image-arm64', include: ['appliance/test/image-arm64/**/*.test.ts'], isolate: false, maxWorkers: 1 },
      },
      {
        extends: true,
        // The UI's stores keep module state (and one file mocks a module): each file stays isolated.
        test: { name: 'ui', include: ['ui/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
      },
    ],
  },
});
