import { useJourney } from '../../journey/use-journey';

/** Runs journeys/paylink.json for the link named in the page's query (loaded once per page, by loadPaylink). */
export function usePaylinkMachine(paylinkId: string | null) {
  const { actor, snapshot } = useJourney('paylink', { input: { paylinkId } });
  const state = String(snapshot.value);
  const context = snapshot.context;
  return { state, paylink: context.result, send: actor.send.bind(actor) as (event: { type: string }) => void };
}

/** Where an expired or unknown paylink lands: one page, told which of the two it is. */
export const expiredPathFor = (reason: 'expired' | 'unknown') => `/payment/paylink-expired?reason=${reason}`;
