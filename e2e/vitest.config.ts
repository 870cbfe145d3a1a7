import { defineConfig } from 'vitest/config';

// Browser tests drive the real built server in Chromium; one file at a time keeps the two
// cores for the server and the browser.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Starting the server and Chromium on a busy two-core machine can take minutes.
    hookTimeout: 300_000,
  },
});
