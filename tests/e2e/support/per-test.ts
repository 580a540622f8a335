import { afterEach, beforeEach } from 'vitest';
import { closeTestPages, keepBrowserBetweenFiles, testStarted } from './harness';

// Every browser test file: the pages a test opened through its stack are closed when the test ends, and its stack's
// browser serves the worker's next file (harness.ts).
keepBrowserBetweenFiles();
beforeEach(() => {
  testStarted();
});
afterEach(async () => {
  await closeTestPages();
});
