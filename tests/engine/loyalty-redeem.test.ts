import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createJourneyActor } from '../../engine';
import { REDEMPTION_POLL_ATTEMPTS, REDEMPTION_POLL_INTERVAL_MS } from '../../engine/behaviours/redemption';
import { compiled } from '../support/journeys';
import { byValueAndPolls, type ModelEvent } from '../support/wizard-model';
import { ticks } from '../support/tick';

const journey = compiled('loyalty-redeem');
const { machine } = journey;

/**
 * What the customer and the two actors can do in each state: the model QA replays. A failed status check is
 * offered on the first poll only, so the simple paths stay a few hundred instead of 5^10.
 */
function events(s: AnyMachineSnapshot): ModelEvent[] {
  const name = String(s.value);
  const state = journey.journey.states[name]!;
  const out: ModelEvent[] = Object.keys(state.on).map((type) => ({ type, productId: 'LP-DATA-2GB' }));
  for (const delay of Object.keys(state.after)) out.push({ type: `xstate.after.${delay}.loyalty-redeem.${name}` });
  const src = state.invoke?.src;
  if (src) {
    for (const status of ['PENDING', 'COMPLETED', 'FAILED']) out.push({ type: `xstate.done.actor.${src}`, output: { redemptionId: 'RD-1', status } });
    const codes = src === 'checkRedemption' ? ((s.context as { attempts: number }).attempts === 0 ? ['UNKNOWN_ERROR_CODE'] : []) : [4224101, 4224102, 4224103, 'UNKNOWN_ERROR_CODE'];
    for (const code of codes) out.push({ type: `xstate.error.actor.${src}`, error: { status: 422, code } });
  }
  return out;
}

const shortest = getShortestPaths(machine, { events, serializeState: byValueAndPolls } as never);
const simple = getSimplePaths(machine, { events, serializeState: byValueAndPolls, toState: (s: AnyMachineSnapshot) => s.status === 'done' } as never);
const names = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((s) => s.event.type);
const requests = (path: { steps: Array<{ event: { type: string } }> }) => names(path).filter((t) => t.startsWith('xstate.done.actor.requestRedemption') || t.startsWith('xstate.error.actor.requestRedemption')).length;

describe('loyalty-redeem: model paths', () => {
  it('reaches every outcome, and the poll budget is exactly SPEC §9 (10 checks)', () => {
    const reached = new Set(shortest.map((p) => String(p.state.value)));
    for (const s of ['choosing', 'confirming', 'requesting', 'requestFailed', 'refused', 'waiting', 'checking', 'succeeded', 'failed', 'stillProcessing', 'closed']) expect(reached).toContain(s);
    const still = shortest.find((p) => p.state.value === 'stillProcessing')!;
    expect(names(still).filter((t) => t.startsWith('xstate.after.')).length).toBe(REDEMPTION_POLL_ATTEMPTS);
    expect((still.state.context as { attempts: number }).attempts).toBe(REDEMPTION_POLL_ATTEMPTS);
  });

  it('on every simple path to the end, a request is only made after a CONFIRM, once per CONFIRM or RETRY', () => {
    expect(simple.length).toBeGreaterThan(20);
    for (const path of simple) {
      const seq = names(path);
      const asks = seq.filter((t) => t === 'CONFIRM' || t === 'RETRY').length;
      expect(requests(path), seq.join(' → ')).toBeLessThanOrEqual(asks);
      const firstRequest = seq.findIndex((t) => t.includes('actor.requestRedemption'));
      if (firstRequest >= 0) expect(seq.slice(0, firstRequest)).toContain('CONFIRM');
      // A voucher is shown only after the gateway said COMPLETED.
      const at = path.steps.findIndex((s) => s.state.value === 'succeeded');
      if (at >= 0) expect((path.steps[at]!.event as { output?: { status?: string } }).output?.status).toBe('COMPLETED');
    }
  });
});

/** The machine on a simulated clock with counting actors. */
function run(request: (n: number, ctx: Record<string, unknown>) => Promise<unknown>, check: (n: number) => Promise<unknown>) {
  const clock = new SimulatedClock();
  const calls = { request: [] as Array<Record<string, unknown>>, check: 0 };
  const actor = createJourneyActor(compiled('loyalty-redeem'), {
    clock,
    actors: {
      requestRedemption: fromPromise(async ({ input }: { input: { context: Record<string, unknown> } }) => {
        calls.request.push({ ...input.context });
        return request(calls.request.length, input.context);
      }),
      checkRedemption: fromPromise(async () => check(++calls.check)),
    },
  }).start();
  const state = () => String(actor.getSnapshot().value);
  return { clock, actor, calls, state, ctx: () => actor.getSnapshot().context as Record<string, unknown> };
}
// A redemption's answer starts the next poll: five tasks let the whole chain settle.
const tick = () => ticks(5);
const pending = { redemptionId: 'RD-1', productId: 'LP-COFFEE', status: 'PENDING' };

describe('loyalty-redeem: replayed on a simulated clock', () => {
  it('a double confirm redeems once', async () => {
    const m = run(async () => ({ ...pending, status: 'COMPLETED', voucherCode: 'AB12-CD34' }), async () => pending);
    m.actor.send({ type: 'REDEEM', productId: 'LP-DATA-2GB' });
    m.actor.send({ type: 'CONFIRM' });
    m.actor.send({ type: 'CONFIRM' });
    await tick();
    expect(m.state()).toBe('succeeded');
    expect(m.calls.request).toHaveLength(1);
    expect(m.ctx().result).toMatchObject({ voucherCode: 'AB12-CD34' });
  });

  it('polls 1000 ms apart until the status completes', async () => {
    const m = run(async () => pending, async (n) => (n === 3 ? { ...pending, status: 'COMPLETED', voucherCode: 'X' } : pending));
    m.actor.send({ type: 'REDEEM', productId: 'LP-COFFEE' });
    m.actor.send({ type: 'CONFIRM' });
    await tick();
    expect(m.state()).toBe('waiting');
    for (let i = 1; i <= 3; i++) {
      m.clock.increment(REDEMPTION_POLL_INTERVAL_MS - 1);
      await tick();
      expect(m.calls.check).toBe(i - 1);
      m.clock.increment(1);
      await tick();
      expect(m.calls.check).toBe(i);
    }
    expect(m.state()).toBe('succeeded');
  });

  it('a status that never settles stops after 10 polls and says it is still processing', async () => {
    const m = run(async () => pending, async () => pending);
    m.actor.send({ type: 'REDEEM', productId: 'LP-COFFEE' });
    m.actor.send({ type: 'CONFIRM' });
    await tick();
    for (let i = 0; i < REDEMPTION_POLL_ATTEMPTS - 1; i++) {
      m.clock.increment(REDEMPTION_POLL_INTERVAL_MS);
      await tick();
      expect(m.state()).toBe('waiting');
    }
    m.clock.increment(REDEMPTION_POLL_INTERVAL_MS);
    await tick();
    expect(m.state()).toBe('stillProcessing');
    expect(m.calls.check).toBe(REDEMPTION_POLL_ATTEMPTS);
    m.clock.increment(60_000);
    await tick();
    expect(m.calls.check).toBe(REDEMPTION_POLL_ATTEMPTS);
  });

  it.each([
    { code: 4224101, state: 'refused' },
    { code: 4224102, state: 'refused' },
    { code: 4224103, state: 'refused' },
    { code: 'UNKNOWN_ERROR_CODE', state: 'requestFailed' },
  ])('a request refused with $code ends in $state with the code kept', async ({ code, state }) => {
    const m = run(async () => Promise.reject({ status: 422, code }), async () => pending);
    m.actor.send({ type: 'REDEEM', productId: 'LP-HEADPHONES' });
    m.actor.send({ type: 'CONFIRM' });
    await tick();
    expect(m.state()).toBe(state);
    expect(m.ctx().error).toMatchObject({ code: String(code) });
  });

  it('a retry after a failed request sends the same attempt key, so the gateway redeems once', async () => {
    const m = run(async (n) => (n === 1 ? Promise.reject({ status: 500, code: 'UNKNOWN_ERROR_CODE' }) : { ...pending, status: 'COMPLETED', voucherCode: 'Y' }), async () => pending);
    m.actor.send({ type: 'BUY', productId: 'LP-FOOD-500' });
    m.actor.send({ type: 'CONFIRM' });
    await tick();
    expect(m.state()).toBe('requestFailed');
    m.actor.send({ type: 'RETRY' });
    await tick();
    expect(m.state()).toBe('succeeded');
    expect(m.calls.request.map((c) => c.attemptKey)).toEqual([m.calls.request[0]!.attemptKey, m.calls.request[0]!.attemptKey]);
    expect(m.calls.request[0]).toMatchObject({ mode: 'buy', productId: 'LP-FOOD-500' });
  });
});
