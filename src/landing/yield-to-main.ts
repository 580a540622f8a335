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
 * Resumes once the browser has painted what the current task changed (a frame, then a task): work that can wait
 * after a press then no longer delays the press's own paint. A page that draws no frame (hidden) resumes after a
 * task, as yieldToMain.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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


/**
 * A warm-up that events ask for (pointer, focus, touch): the returned function starts `loads` the first time it is
 * called, never in the caller's task (the event's, which a tap then waits behind) but after the next paint, and
 * each load in a task of its own. Later calls do nothing, unless a load failed: the next call then tries them all
 * again.
 */
export function warmUp(loads: readonly (() => Promise<unknown>)[]): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    void afterNextPaint()
      .then(() => startInTasks(loads))
      .then((calls) => Promise.all(calls))
      .catch(() => {
        started = false;
      });
  };
}
