import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Site render tests import .css.ts files and the generated layout (a fixture stands in).
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '@generated/layout': resolve('site/test/fixtures/generated-layout.ts') } },
  test: {
    include: ['contract/**/*.test.ts', 'generator/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**', 'site/e2e/**'],
    testTimeout: 60_000,
    // Removing a temporary catalogue can take seconds on a busy shared disk.
    hookTimeout: 60_000,
  },
});
