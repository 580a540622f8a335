import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's) driven by playwright-core against the built app and the sandbox gateway.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
