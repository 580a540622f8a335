import { createJourneyActor } from '../../../engine';
import { useApi } from '../../api/api-context';
import { usePageActor } from '../../journey/use-page-actor';
import { createPaylinkActors, type Paylink } from './paylink-actors';

/** Runs journeys/paylink.json for the link named in the page's query (loaded once per page). */
export function usePaylinkMachine(paylinkId: string | null) {
  const api = useApi();
  const { actor, snapshot } = usePageActor('paylink', (compiled) =>
    createJourneyActor(compiled, {
      actors: createPaylinkActors(paylinkId, async (id) => (await api.call('GET_PAYLINK', { params: { paylink_id: id } })) as Paylink),
      input: { paylinkId },
    }).start(),
  );
  const state = String(snapshot.value);
  const context = snapshot.context as { result: Paylink | null };
  return { state, paylink: context.result, send: actor.send.bind(actor) as (event: { type: string }) => void };
}

/** Where an expired or unknown paylink lands: one page, told which of the two it is. */
export const expiredPathFor = (reason: 'expired' | 'unknown') => `/payment/paylink-expired?reason=${reason}`;
