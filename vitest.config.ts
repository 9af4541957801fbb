import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['generator/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**', 'site/e2e/**'],
    testTimeout: 60_000,
  },
});
