import { afterEach, beforeEach } from 'vitest';
import { closeTestPages, shareStacksInThisWorker, testStarted } from './harness';

// Every browser test file: the pages a test opened through its stack are closed when the test ends (harness.ts),
// and its stack is on the worker's Chromium and app server, with a gateway of its own (harness.ts, startStack).
shareStacksInThisWorker();
beforeEach(() => {
  testStarted();
});
afterEach(async () => {
  await closeTestPages();
});
