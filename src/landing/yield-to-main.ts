/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between (a long
 * start-up task counts against Total Blocking Time, issue 14). scheduler.yield where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls each start in a task of its own and answers their promises (a call's set-up, client and request, took a
 * few milliseconds each: five in one task made one long one). A failure is left for the caller to read: it is
 * never reported as unhandled while the later ones start.
 */
export async function startInTasks(starts: readonly (() => Promise<unknown>)[]): Promise<Promise<unknown>[]> {
  const started: Promise<unknown>[] = [];
  for (const [i, start] of starts.entries()) {
    if (i > 0) await yieldToMain();
    const call = start();
    call.catch(() => undefined);
    started.push(call);
  }
  return started;
}

