import { useJourney } from '../../journey/use-journey';
import { currentPage } from './kept-drafts';

/** How a save of journeys/account-details.json stands, for the form to show. */
export interface AccountFormWork {
  readonly saving: boolean;
  readonly saved: boolean;
  /** The session ended during the save: the save kept what was typed, and the customer is on the way to sign in. */
  readonly sessionEnded: boolean;
  /** The gateway's code of a refused save, if the last one was refused. */
  readonly errorCode: string | null;
}

/** Runs journeys/account-details.json for the life of the page (never persisted: a reload never sends a save again). */
export function useAccountDetailsWork() {
  const { actor, snapshot } = useJourney('account-details');
  const ctx = snapshot.context;
  const work: AccountFormWork = {
    saving: snapshot.hasTag('busy'),
    saved: snapshot.hasTag('saved'),
    sessionEnded: snapshot.value === 'sessionEnded',
    errorCode: ctx.error?.code === undefined ? null : String(ctx.error.code),
  };
  // The page is read when the save starts: by the time it fails the app may have moved on.
  const send = (event: { type: 'SAVE_PERSONAL' | 'SAVE_ADDRESS'; values: Record<string, string>; shipmentRef?: string; fieldNames?: string[] }) => actor.send({ ...event, here: currentPage() });
  return { work, result: ctx.result, send };
}
