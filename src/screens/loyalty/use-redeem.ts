import { useEffect } from 'react';
import { createJourneyActor } from '../../../engine';
import { usePageActor } from '../../journey/use-page-actor';
import { useApi } from '../../api/api-context';
import { journeyActors } from '../actors';
import { useRefreshLoyalty } from './loyalty-data';

const SETTLED = new Set(['succeeded', 'failed', 'stillProcessing', 'refused']);

/** Runs the redeem machine for one open reward; the loyalty pages refresh when it reaches an outcome. */
export function useRedeemMachine() {
  const api = useApi();
  const refresh = useRefreshLoyalty();
  // The actors come from the one registry (src/screens/actors.ts), like every journey's.
  const { actor, snapshot } = usePageActor('loyalty-redeem', (compiled) => createJourneyActor(compiled, { actors: journeyActors(api) }).start());
  const state = String(snapshot.value);
  useEffect(() => {
    if (SETTLED.has(state)) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return { actor, snapshot, state };
}
