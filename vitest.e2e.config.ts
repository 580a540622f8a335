import { defineConfig } from 'vitest/config';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { journeyRoutesPlugin } from './scripts/journey-routes.ts';

// Browser tests: real Chromium (Debian's) driven by playwright-core against the built app and the sandbox gateway.
export default defineConfig({
  // Tests that read the route table see the wizard steps' routes from the journeys' JSON, as the build does.
  plugins: [journeyRoutesPlugin(join(import.meta.dirname, 'journeys'))],
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Closes the pages each test opened when it ends (tests/e2e/support/harness.ts says why).
    setupFiles: ['tests/e2e/support/per-test.ts'],
    pool: 'forks',
    // Two files per core (four on two cores, at most eight): each has its own stack (gateway on its own temp folder,
    // app server, Chromium, all on free ports: support/harness.ts). One file alone kept half a core busy (app-shell:
    // 51 s of CPU in 97 s), as it mostly waits on pages; at two files at a time the suite used about half of two cores.
    maxWorkers: Math.min(8, 2 * availableParallelism()),
    testTimeout: 60000,
    hookTimeout: 120000,
    // expect.poll waits 1 s by default: on a busy machine a page load and its first query take longer than that
    // (a loyalty history poll ran out at 0 rows with four suites side by side). A poll ends as soon as it holds,
    // so the longer wait only costs time when the test fails anyway.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
