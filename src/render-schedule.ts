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
 * - The control tapped shows it is pressed (`data-pressed`, styles.css) from the press until the render it asked for
 *   is drawn: the tap's own frame has something to paint, and a customer sees the tap taken.
 * - The address changes with the screen: a tap's `history.pushState` (a link, a journey's step) waits with its
 *   render and runs in the same task, so no one reads the new address over the last screen.
 * - The next event finds the last one's render done: what still waits for its paint when the customer (or a test)
 *   taps or types again runs before that event's handlers, which read what the last render drew (the code boxes
 *   write a digit into the boxes as drawn; a focus moved to an element the render adds).
 */
// The router wraps history's pushState and replaceState as it loads (to tell its hooks of each change): loaded
// first, so the schedule's wrapper holds the router's, and a held change is told when it happens.
import 'wouter/use-browser-location';
import { afterNextPaint } from './landing/yield-to-main';

/**
 * The events of a tap (and what a tap dispatches: a choice's change, a form's submit, a link's click, also when a
 * key makes them), whose renders wait for the next paint.
 */
const DISCRETE = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'change', 'submit'] as const;
/** What a tap presses: links, buttons and choice cards. */
const PRESSABLE = 'a[href], button:not(:disabled), [role="button"], [role="link"], summary, label';
/** The events of typing, whose renders stay in their microtask. */
const TYPING = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'compositionend', 'paste'] as const;
/** A press that ends without a tap (a finger that scrolls instead): its control no longer shows pressed. */
const CANCEL = ['pointercancel'] as const;

export interface RenderScheduleHost {
  /** Calls `listener` first for each of these events on the page (a capturing listener on the window). */
  onEvent(types: readonly string[], listener: (e: Event) => void): void;
  /** Calls `cb` once the running task and its microtasks are over. */
  afterTask(cb: () => void): void;
  /** Marks the control `e` went to as pressed (none, if it went to no control); `release` unmarks it. */
  press(e: Event): void;
  release(): void;
  readonly hidden: boolean;
  /** Calls `cb` once the browser has painted what the current task changed (a frame, then a task). */
  afterNextPaint(cb: () => void): void;
  setTimeout(cb: () => void, ms: number): unknown;
  queueMicrotask(cb: () => void): void;
}

/** Whether a render asked for during `event` waits for the next paint: only a trusted tap, click, change or submit. */
export function waitsForPaint(event: Event | undefined, hidden: boolean): boolean {
  return !hidden && event !== undefined && event.isTrusted && (DISCRETE as readonly string[]).includes(event.type);
}

/** Preact's render scheduling and the address's changes, for a page (`host`). */
export interface RenderSchedule {
  /** Preact's `options.debounceRendering`. */
  render(flush: () => void): void;
  /**
   * Runs `work` now, or, during a tap whose render waits for its paint, with that render (in the same task, in the
   * order asked): the address changes with the screen, not a frame before it.
   */
  withRender(work: () => void): void;
}

/** The schedule for `host` (the window, or a test's stand-in). */
export function renderSchedule(host: RenderScheduleHost): RenderSchedule {
  // The customer's event whose task is running. Not `window.event`: a link's navigation dispatches the router's own
  // (untrusted) event, and a render asked for inside it would not count as the tap's.
  let current: Event | undefined;
  // What waits for the tap's paint (its render, the address's change), in order; run once, all in one task.
  let waiting: Array<() => void> | undefined;
  // While it runs, what it asks for (the render an address change asks for) is done at once, not held again.
  let running = false;
  const runWaiting = () => {
    const work = waiting;
    if (!work) return;
    waiting = undefined;
    running = true;
    try {
      for (const w of work) w();
    } finally {
      running = false;
      host.release();
    }
  };
  host.onEvent([...DISCRETE, ...TYPING, ...CANCEL], (e) => {
    current = e;
    runWaiting();
    if (e.isTrusted && (e.type === 'pointerdown' || e.type === 'click')) host.press(e);
    host.afterTask(() => {
      if (current === e) current = undefined;
      // A press whose tap asked for no render (or a press with no click after it) is over with its task.
      if (!waiting && e.type !== 'pointerdown') host.release();
    });
  });
  const withRender = (work: () => void) => {
    if (running) {
      work();
      return;
    }
    if (waiting) {
      waiting.push(work);
      return;
    }
    if (!waitsForPaint(current, host.hidden)) {
      work();
      return;
    }
    // If no frame comes (the window went to the background between the tap and the frame), the timer alone runs
    // it, so nothing is lost.
    const mine = [work];
    waiting = mine;
    const once = () => {
      if (waiting === mine) runWaiting();
    };
    host.afterNextPaint(once);
    host.setTimeout(once, 100);
  };
  return {
    render: (flush) => {
      if (!running && (waiting || waitsForPaint(current, host.hidden))) withRender(flush);
      else host.queueMicrotask(flush);
    },
    withRender,
  };
}

let installed: RenderSchedule | undefined;
// The path of the last address change asked for and still held with a tap's render.
let heldPath: string | undefined;

/**
 * The path the page is at, or going to if a change is held with a tap's render: what code that decides whether to
 * move reads, so that two moves to one step in one tap do not both push it (a duplicate entry in the history).
 */
export function pathNow(): string {
  return heldPath ?? window.location.pathname;
}

/**
 * Runs `work` now, or, during a tap whose render waits for its paint, with that render, in the order asked (at once
 * where no schedule is installed: a component test on React). What reads the new address (the help page reads its
 * #answer) must not run before the change it follows; what a tap sends a journey (its transition, and the calls its
 * next state starts) need not run before the tap's own frame is painted.
 */
export function withTapRender(work: () => void): void {
  if (installed) installed.withRender(work);
  else work();
}

/**
 * Installs the schedule on this page: returns Preact's `debounceRendering`, and from now on the address changes
 * (`history.pushState` and `replaceState`, the router's and the journeys' alike) go with the render of the tap that
 * asked for them.
 */
export function installRenderSchedule(): (flush: () => void) => void {
  const schedule = renderSchedule(windowHost());
  installed = schedule;
  for (const type of ['pushState', 'replaceState'] as const) {
    const change = history[type];
    history[type] = (...args: Parameters<History['pushState']>) => {
      const url = args[2];
      const path = url === undefined || url === null ? undefined : new URL(url, window.location.href).pathname;
      if (path !== undefined) heldPath = path;
      schedule.withRender(() => {
        change.apply(history, args);
        if (heldPath === path) heldPath = undefined;
      });
    };
  }
  return schedule.render;
}

/** The browser's window as a host. */
export function windowHost(): RenderScheduleHost {
  const ends: Array<() => void> = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => ends.shift()?.();
  let pressed: Element | null = null;
  const release = () => {
    pressed?.removeAttribute('data-pressed');
    pressed = null;
  };
  return {
    press: (e) => {
      const control = e.target instanceof Element ? e.target.closest(PRESSABLE) : null;
      if (control === pressed) return;
      release();
      pressed = control;
      pressed?.setAttribute('data-pressed', '');
    },
    release,
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
    afterNextPaint: (cb) => void afterNextPaint().then(cb),
    setTimeout: (cb, ms) => window.setTimeout(cb, ms),
    queueMicrotask: (cb) => window.queueMicrotask(cb),
  };
}
