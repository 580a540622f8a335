import { describe, expect, it } from 'vitest';
import { renderSchedule, waitsForPaint, type RenderScheduleHost } from '../../src/render-schedule';

/** A page whose events, paints, timers, task ends and microtasks happen only when the test says. */
function fakePage(hidden = false) {
  const listeners: Array<{ types: readonly string[]; listener: (e: Event) => void }> = [];
  const paints: Array<() => void> = [];
  const timers: Array<{ cb: () => void; ms: number }> = [];
  const taskEnds: Array<() => void> = [];
  const microtasks: Array<() => void> = [];
  let pressed = '';
  const host: RenderScheduleHost = {
    press: (e) => (pressed = e.type),
    release: () => (pressed = ''),
    onEvent: (types, listener) => listeners.push({ types, listener }),
    afterTask: (cb) => taskEnds.push(cb),
    hidden,
    afterNextPaint: (cb) => paints.push(cb),
    setTimeout: (cb, ms) => timers.push({ cb, ms }),
    queueMicrotask: (cb) => microtasks.push(cb),
  };
  const run = (list: Array<() => void>) => list.splice(0).forEach((cb) => cb());
  let renders = 0;
  const order: string[] = [];
  const schedule = renderSchedule(host);
  return {
    /** An event starts its task: the schedule's listener sees it first. */
    event: (type: string, isTrusted = true) => {
      for (const l of listeners) if (l.types.includes(type)) l.listener({ type, isTrusted } as Event);
    },
    /** A handler asks for a render. */
    askRender: () => schedule.render(() => (renders++, order.push('render'))),
    /** The app changes the address (history.pushState, through the schedule). */
    changeAddress: (to: string, told?: () => void) =>
      schedule.withRender(() => {
        order.push(to);
        told?.();
      }),
    /** What ran, in order. */
    order: () => order,
    renders: () => renders,
    /** The event whose control shows pressed ('' for none). */
    pressed: () => pressed,
    microtasks: () => run(microtasks),
    endTask: () => run(taskEnds),
    /** The browser paints, and the task after the paint runs. */
    paint: () => run(paints),
    /** Runs the timers due after `ms`. */
    timers: (ms: number) => {
      const due = timers.filter((t) => t.ms <= ms);
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      due.forEach((t) => t.cb());
    },
  };
}

describe('when a render runs (src/render-schedule.ts)', () => {
  it("a tap's address change waits with its render, and both run in one task, in the order asked", () => {
    const p = fakePage();
    p.event('click');
    p.askRender();
    p.changeAddress('/next');
    p.endTask();
    expect(p.order()).toEqual([]);
    p.paint();
    expect(p.order()).toEqual(['render', '/next']);
  });

  it('a link: the address changes after the paint, and the render the router then asks for is not held again', () => {
    const p = fakePage();
    p.event('click');
    // The router hears of the change and asks for a render.
    p.changeAddress('/orders', () => p.askRender());
    p.endTask();
    p.paint();
    expect(p.order()).toEqual(['/orders']);
    p.microtasks();
    expect(p.order()).toEqual(['/orders', 'render']);
    // Nothing is left for a paint.
    p.paint();
    p.timers(100);
    expect(p.renders()).toBe(1);
  });

  it('an address change with no tap behind it (an answer, a redirect) happens at once', () => {
    const p = fakePage();
    p.changeAddress('/login');
    expect(p.order()).toEqual(['/login']);
    p.event('keydown');
    p.changeAddress('/typed');
    expect(p.order()).toEqual(['/login', '/typed']);
  });

  it("a render asked for in a tap's click waits for the next paint, then runs once, in the task after it", () => {
    const p = fakePage();
    p.event('click');
    p.askRender();
    p.microtasks();
    p.endTask();
    expect(p.renders()).toBe(0);
    p.paint();
    expect(p.renders()).toBe(1);
    // The fallback timer finds it done.
    p.timers(100);
    expect(p.renders()).toBe(1);
  });

  it('the control shows pressed from the press until the render it asked for is done; a tap that asks none, until its task ends', () => {
    const p = fakePage();
    p.event('pointerdown');
    p.endTask();
    expect(p.pressed()).toBe('pointerdown');
    p.event('pointerup');
    p.event('click');
    p.askRender();
    p.endTask();
    expect(p.pressed()).toBe('click');
    p.paint();
    expect(p.renders()).toBe(1);
    expect(p.pressed()).toBe('');
    // A tap that changes nothing.
    p.event('pointerdown');
    p.event('pointerup');
    p.event('click');
    p.endTask();
    expect(p.pressed()).toBe('');
  });

  it('a press that a finger turns into a scroll (pointercancel) no longer shows pressed once its task ends', () => {
    const p = fakePage();
    p.event('pointerdown');
    p.endTask();
    expect(p.pressed()).toBe('pointerdown');
    p.event('pointercancel');
    p.endTask();
    expect(p.pressed()).toBe('');
  });

  it('if no frame comes, the fallback timer renders', () => {
    const p = fakePage();
    p.event('pointerup');
    p.askRender();
    p.timers(100);
    expect(p.renders()).toBe(1);
    p.paint();
    expect(p.renders()).toBe(1);
  });

  it.each(['keydown', 'input', 'pointerdown', 'click'])("a %s that comes before the tap's render finds it done: the render runs first, once", (next) => {
    const p = fakePage();
    p.event('click');
    p.askRender();
    p.endTask();
    p.event(next);
    expect(p.renders()).toBe(1);
    p.paint();
    p.timers(100);
    expect(p.renders()).toBe(1);
  });

  it('a key pressed in the same moment as a tap (its task not yet seen to end) renders in its microtask', () => {
    const p = fakePage();
    p.event('click');
    p.event('keydown');
    p.askRender();
    p.microtasks();
    expect(p.renders()).toBe(1);
  });

  it.each([
    ['no event', undefined],
    ['a key press', 'keydown'],
    ['typing', 'input'],
    ['a paste', 'paste'],
  ])('with %s, the render runs in a microtask, as Preact does', (_what, type) => {
    const p = fakePage();
    if (type) p.event(type);
    p.askRender();
    p.microtasks();
    expect(p.renders()).toBe(1);
  });

  it("a click made by a script, and a tap's task once over, render in a microtask", () => {
    const script = fakePage();
    script.event('click', false);
    script.askRender();
    script.microtasks();
    expect(script.renders()).toBe(1);
    const after = fakePage();
    after.event('click');
    after.endTask();
    after.askRender();
    after.microtasks();
    expect(after.renders()).toBe(1);
  });

  it('a hidden page renders at once: no frame would come', () => {
    const p = fakePage(true);
    p.event('click');
    p.askRender();
    p.microtasks();
    expect(p.renders()).toBe(1);
    expect(waitsForPaint({ type: 'submit', isTrusted: true } as Event, false)).toBe(true);
    expect(waitsForPaint({ type: 'change', isTrusted: true } as Event, false)).toBe(true);
  });
});
