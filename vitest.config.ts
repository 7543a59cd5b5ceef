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
    include: ['appliance/**/*.test.ts', 'ui/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
