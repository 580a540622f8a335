import { onTestFailed } from 'vitest';

/**
 * Names the steps of a long test: if it fails (a time-out included), the steps it started, with the time each
 * started, are printed, so the one that hung is known.
 */
export function stepLog(): (label: string) => void {
  const started = Date.now();
  const steps: string[] = [];
  onTestFailed(() => console.log(`steps started (ms since the test began):\n${steps.join('\n')}`));
  return (label) => void steps.push(`${String(Date.now() - started).padStart(6)}  ${label}`);
}
