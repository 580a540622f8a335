import { useEffect, useRef, useState } from 'react';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { createJourneyActor } from '../../../engine';
import { useActorSnapshot } from '../../../renderer';
import { useApi } from '../../api/api-context';
import type { ApiClient } from '../../api/api-client';
import { journeyById } from '../../journey/journey-catalog';
import { useRefreshLoyalty } from './loyalty-data';

interface ActorInput {
  context: Record<string, unknown>;
}

/**
 * The two actors of journeys/loyalty-redeem.json: the redeem or buy call carrying the confirmation's attempt key
 * (so a double confirm or a retry redeems once), and one redemption status check.
 */
export function createRedeemActors(call: ApiClient['call']) {
  return {
    requestRedemption: fromPromise(async ({ input }: { input: ActorInput }) => {
      const { mode, productId, attemptKey } = input.context as { mode: string; productId: string; attemptKey: string };
      return call(mode === 'buy' ? 'BUY_LOYALTY_PRODUCT' : 'REDEEM_LOYALTY_PRODUCT', { body: { productId }, headers: { 'Idempotency-Key': attemptKey } });
    }),
    checkRedemption: fromPromise(async ({ input }: { input: ActorInput }) => call('GET_REDEMPTION_STATUS', { params: { redemptionId: String(input.context.redemptionId) } })),
  };
}

const realClock = {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

const SETTLED = new Set(['succeeded', 'failed', 'stillProcessing', 'refused']);

/** Runs the redeem machine for one open reward; the loyalty pages refresh when it reaches an outcome. */
export function useRedeemMachine() {
  const { call } = useApi();
  const refresh = useRefreshLoyalty();
  const [actor] = useState(() => {
    const compiled = journeyById('loyalty-redeem');
    if (!compiled) throw new Error("journey 'loyalty-redeem' is missing");
    return createJourneyActor(compiled, { actors: createRedeemActors(call), clock: realClock }).start();
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode's rehearsal unmount is followed at once by a remount: stop on a real unmount only.
      queueMicrotask(() => {
        if (!mounted.current) actor.stop();
      });
    };
  }, [actor]);
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  const state = String(snapshot.value);
  useEffect(() => {
    if (SETTLED.has(state)) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return { actor, snapshot, state };
}
