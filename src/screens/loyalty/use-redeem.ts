import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { createJourneyActor } from '../../../engine';
import { usePageActor } from '../../journey/use-page-actor';
import { useApi } from '../../api/api-context';
import type { ApiClient } from '../../api/api-client';
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

const SETTLED = new Set(['succeeded', 'failed', 'stillProcessing', 'refused']);

/** Runs the redeem machine for one open reward; the loyalty pages refresh when it reaches an outcome. */
export function useRedeemMachine() {
  const { call } = useApi();
  const refresh = useRefreshLoyalty();
  const { actor, snapshot } = usePageActor('loyalty-redeem', (compiled) => createJourneyActor(compiled, { actors: createRedeemActors(call) }).start());
  const state = String(snapshot.value);
  useEffect(() => {
    if (SETTLED.has(state)) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return { actor, snapshot, state };
}
