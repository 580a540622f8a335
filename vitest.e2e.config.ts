import { defineConfig } from 'vitest/config';
import { join } from 'node:path';
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
    // Two files at a time: each has its own stack (gateway with its own database, app server, on free ports:
    // support/harness.ts) and its own browser contexts in its worker's Chromium. Four at a time was no faster on two
    // cores (546.6 s against 533 to 589 s for two, load 14 to 16 throughout): the suite is CPU-bound, and each test
    // then takes twice as long, nearer its timeout.
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next (the gateway, the app server, playwright-core): each file
    // still starts its own stack (startStack), so no state is shared, but the imports are not paid again per file.
    // Ten files took 134.3 CPU s instead of 154.7 (74 s wall instead of 85). No browser test stubs globals, mocks
    // modules or sets process.env, which is what isolation would protect.
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 120000,
    // expect.poll waits 1 s by default: on a busy machine a page load and its first query take longer than that
    // (a loyalty history poll ran out at 0 rows with four suites side by side). A poll ends as soon as it holds,
    // so the longer wait only costs time when the test fails anyway.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
