import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Site render tests import .css.ts files.
  plugins: [vanillaExtractPlugin()],
  // Vitest watches the project even in a single run: benchmark sandboxes (150,000 files at 50,000
  // products under .bench/) and build output would use up the system's file watchers.
  server: { watch: { ignored: ['**/.bench/**', '**/dist/**', '**/.cache/**', '**/site/generated/**'] } },
  test: {
    include: ['contract/**/*.test.ts', 'generator/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**', 'site/e2e/**'],
    testTimeout: 60_000,
    // Removing a temporary catalogue can take seconds on a busy shared disk.
    hookTimeout: 60_000,
  },
});
