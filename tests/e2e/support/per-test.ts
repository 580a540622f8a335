import { afterEach, beforeEach } from 'vitest';
import { closeTestPages, testStarted } from './harness';

// Every browser test file: the pages a test opened through its stack are closed when the test ends (harness.ts).
beforeEach(() => {
  testStarted();
});
afterEach(async () => {
  await closeTestPages();
});
