// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_CONFIG } from '../../../src/integrations/monitoring/monitoring-config';

const startMonitoring = vi.fn();
vi.mock('../../../src/integrations/monitoring/agent', () => ({ startMonitoring }));

/** A fresh copy of the boot module (it keeps its listeners per call, its early errors per module). */
async function boot(): Promise<typeof import('../../../src/integrations/monitoring/boot')> {
  vi.resetModules();
  return import('../../../src/integrations/monitoring/boot');
}

/** The frame and the task after an interaction, where the start waits (not in the event's own task: issue 47). */
const paint = async () => {
  await vi.advanceTimersByTimeAsync(50);
};

/** Lets the agent's dynamic import settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.dynamicImportSettled();
};

describe('monitoring start-up (issue 31: never inside a page load)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    startMonitoring.mockClear();
    localStorage.clear();
    delete document.documentElement.dataset.monitoring;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts when the browser is idle the set time after the load event, not before, and once', async () => {
    (await boot()).bootMonitoring();
    vi.advanceTimersByTime(MONITORING_CONFIG.startDelayMs - 1);
    await settle();
    expect(startMonitoring).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + MONITORING_CONFIG.startDelayMs);
    await settle();
    expect(startMonitoring).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(MONITORING_CONFIG.startDelayMs * 2);
    await settle();
    expect(startMonitoring).toHaveBeenCalledTimes(1);
  });

  it("starts at the customer's first interaction, and hands over the errors seen before it", async () => {
    const { bootMonitoring } = await boot();
    bootMonitoring();
    window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(startMonitoring).not.toHaveBeenCalled();
    await paint();
    await settle();
    expect(startMonitoring).toHaveBeenCalledTimes(1);
    expect((startMonitoring.mock.calls[0]?.[0] as ErrorEvent[]).map((e) => e.message)).toEqual(['early']);
    vi.advanceTimersByTime(MONITORING_CONFIG.startDelayMs * 2);
    await settle();
    expect(startMonitoring).toHaveBeenCalledTimes(1);
  });

  it("does not take a page's own scrolling for the customer's (the loyalty tabs centre the current one), a wheel it does", async () => {
    (await boot()).bootMonitoring();
    const row = document.createElement('nav');
    document.body.append(row);
    row.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(startMonitoring).not.toHaveBeenCalled();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
    await paint();
    await settle();
    expect(startMonitoring).toHaveBeenCalledTimes(1);
    row.remove();
  });

  it('does not start, nor wait for an interaction, when the customer turned analytics off', async () => {
    localStorage.setItem('auth:privacyEnabled', 'false');
    (await boot()).bootMonitoring();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(MONITORING_CONFIG.startDelayMs * 2);
    await settle();
    expect(startMonitoring).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.monitoring).toBe('off');
  });
});
