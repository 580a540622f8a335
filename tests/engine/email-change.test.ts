import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { createJourneyActor } from '../../engine';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

/** journeys/email-change.json with stand-in actors: every code is sent, and the code confirms the address typed. */
function emailChange() {
  const clock = new SimulatedClock();
  clock.set(1_700_000_000_000);
  const sent: string[] = [];
  const actor = createJourneyActor(compiled('email-change', { now: () => clock.now() }), {
    clock,
    actors: {
      requestEmailChange: fromPromise(async ({ input }: { input: { context: Record<string, unknown> } }) => {
        sent.push(String(input.context.email));
        return { requestId: `r${sent.length}`, expiresIn: 120 };
      }),
      verifyEmailChange: fromPromise(async ({ input }: { input: { context: Record<string, unknown> } }) => ({ email: input.context.email })),
    },
  }).start();
  return { actor, sent, state: () => actor.getSnapshot().value as string };
}

async function change(e: ReturnType<typeof emailChange>, email: string) {
  e.actor.send({ type: 'SUBMIT_EMAIL', email });
  await tick();
  e.actor.send({ type: 'VERIFY', code: '123456' });
  await tick();
}

describe('email change machine', () => {
  it('a change made stays shown (not ended) until Change again, which starts a new change from an empty address', async () => {
    const e = emailChange();
    await change(e, 'first@b.pk');
    expect(e.state()).toBe('changed');
    expect(e.actor.getSnapshot().status).toBe('active');
    expect(e.actor.getSnapshot().hasTag('changed')).toBe(true);
    expect(e.actor.getSnapshot().context).toMatchObject({ result: { email: 'first@b.pk' } });

    e.actor.send({ type: 'CHANGE_AGAIN' });
    expect(e.state()).toBe('enterEmail');
    expect(e.actor.getSnapshot().context).toMatchObject({ email: null, requestId: null, expiresAt: null, error: null, result: null });

    await change(e, 'second@b.pk');
    expect(e.state()).toBe('changed');
    expect(e.sent).toEqual(['first@b.pk', 'second@b.pk']);
    expect(e.actor.getSnapshot().context).toMatchObject({ requestId: 'r2', result: { email: 'second@b.pk' } });
  });

  it('inside the app the native side takes over: the journey ends', async () => {
    const e = emailChange();
    await change(e, 'first@b.pk');
    e.actor.send({ type: 'HAND_OVER' });
    expect(e.actor.getSnapshot().status).toBe('done');
  });
});
