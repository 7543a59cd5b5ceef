import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['appliance/**/*.test.ts', 'ui/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
