/**
 * When Preact renders what a tap changed (issue 47 part 3: every interaction within 50 ms at 4x CPU).
 *
 * Preact renders a state change in a microtask, so a tap that opens the next screen (a link, a wizard's Next, a
 * choice card) draws that whole screen inside the tap's own task, before the browser may paint: the pressed button
 * stays unpainted for the time the new screen takes (100-200 ms at 4x on this product's pages, `npm run bench --
 * --interactions`). Here a render asked for during a tap, a click, a choice's change or a form's submit waits for
 * the browser's next paint (a frame, then a task), as React's transitions do: the tap's feedback (the pressed control,
 * a radio's tick, which the browser draws itself) paints at once, and the screen follows one frame later.
 *
 * - Typing is left as it is: a render for a key or an `input` event stays in its microtask, so a field's value, as
 *   the app corrects it, is on screen with the key that typed it. So is every render with no customer's event behind
 *   it (an answer arriving, a timer), and any render while the page is hidden, where no frame comes.
 * - The next event finds the last one's render done: a render still waiting for its paint when the customer (or a
 *   test) taps or types again runs before that event's handlers, which read what the last render drew (the code boxes
 *   write a digit into the boxes as drawn; a focus moved to an element the render adds).
 */

/**
 * The events of a tap (and what a tap dispatches: a choice's change, a form's submit, a link's click, also when a
 * key makes them), whose renders wait for the next paint.
 */
const DISCRETE = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'change', 'submit'] as const;
/** The events of typing, whose renders stay in their microtask. */
const TYPING = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'compositionend', 'paste'] as const;

export interface RenderScheduleHost {
  /** Calls `listener` first for each of these events on the page (a capturing listener on the window). */
  onEvent(types: readonly string[], listener: (e: Event) => void): void;
  /** Calls `cb` once the running task and its microtasks are over. */
  afterTask(cb: () => void): void;
  readonly hidden: boolean;
  requestAnimationFrame(cb: () => void): unknown;
  setTimeout(cb: () => void, ms: number): unknown;
  queueMicrotask(cb: () => void): void;
}

/** Whether a render asked for during `event` waits for the next paint: only a trusted tap, click, change or submit. */
export function waitsForPaint(event: Event | undefined, hidden: boolean): boolean {
  return !hidden && event !== undefined && event.isTrusted && (DISCRETE as readonly string[]).includes(event.type);
}

/** Preact's `options.debounceRendering` for `host` (the window, or a test's stand-in). */
export function renderSchedule(host: RenderScheduleHost): (flush: () => void) => void {
  // The customer's event whose task is running. Not `window.event`: a link's navigation dispatches the router's own
  // (untrusted) event, and a render asked for inside it would not count as the tap's.
  let current: Event | undefined;
  // The render waiting for its paint, if one is.
  let waiting: (() => void) | undefined;
  host.onEvent([...DISCRETE, ...TYPING], (e) => {
    current = e;
    waiting?.();
    host.afterTask(() => {
      if (current === e) current = undefined;
    });
  });
  return (flush) => {
    if (!waitsForPaint(current, host.hidden)) {
      host.queueMicrotask(flush);
      return;
    }
    // A task posted from an animation frame runs after that frame's paint. If no frame comes (the window went to
    // the background between the tap and the frame), the timer alone renders, so a render is never lost.
    const once = () => {
      if (waiting !== once) return;
      waiting = undefined;
      flush();
    };
    waiting = once;
    host.requestAnimationFrame(() => host.setTimeout(once, 0));
    host.setTimeout(once, 100);
  };
}

/** The browser's window as a host. */
export function windowHost(): RenderScheduleHost {
  const ends: Array<() => void> = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => ends.shift()?.();
  return {
    onEvent: (types, listener) => {
      for (const type of types) window.addEventListener(type, listener, { capture: true });
    },
    afterTask: (cb) => {
      ends.push(cb);
      channel.port2.postMessage(null);
    },
    get hidden() {
      return document.visibilityState === 'hidden';
    },
    requestAnimationFrame: (cb) => window.requestAnimationFrame(cb),
    setTimeout: (cb, ms) => window.setTimeout(cb, ms),
    queueMicrotask: (cb) => window.queueMicrotask(cb),
  };
}
