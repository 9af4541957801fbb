import { defineConfig } from 'vitest/config';

// Browser tests against the built dist/. One file at a time: the machine has two cores and each
// file runs its own Chromium, so parallel files would only make the timing tests flaky.
export default defineConfig({
  // As in vitest.config.ts: benchmark sandboxes and build output are not watched.
  server: { watch: { ignored: ['**/.bench/**', '**/dist/**', '**/.cache/**', '**/site/generated/**'] } },
  test: {
    include: ['site/e2e/**/*.e2e.ts', 'scripts/**/*.e2e.ts'],
    globalSetup: ['site/e2e/harness/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    retry: 0,
    // Client navigation waits for a data file; on a loaded 2-core machine that can pass a second.
    expect: { poll: { timeout: 5000, interval: 50 } },
  },
});
