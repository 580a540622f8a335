import { useEffect } from 'react';
import { useJourney } from '../../journey/use-journey';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../api/queries';
import { applyRedemption, useRefreshLoyalty } from './loyalty-queries';

const SETTLED = new Set(['succeeded', 'failed', 'stillProcessing', 'refused']);

/** Runs the redeem machine for one open reward; at an outcome the answer's balances go into the cache, then the loyalty pages refresh. */
export function useRedeemMachine() {
  const refresh = useRefreshLoyalty();
  const client = useQueryClient();
  // The actors come from the one registry (src/features/actors.ts), like every journey's.
  const { actor, snapshot } = useJourney('loyalty-redeem');
  const state = String(snapshot.value);
  useEffect(() => {
    if (!SETTLED.has(state)) return;
    // The answer's balances first, so no page shows the old figure; then everything is read again.
    applyRedemption(client, snapshot.context.result);
    void refresh();
    if ((snapshot.context.result as { chargedNumber?: unknown } | null)?.chargedNumber) void client.invalidateQueries({ queryKey: endpointKey('GET_LINES') });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return { actor, snapshot, state };
}
