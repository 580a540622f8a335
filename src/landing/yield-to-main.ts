/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between (a long
 * start-up task counts against Total Blocking Time, issue 14). scheduler.yield where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

