import type { ActorInput } from '../../../engine';
import { navigate } from 'wouter/use-browser-location';
import { SESSION_ENDED } from '../../../engine/behaviours/account-work';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { setUserDetails, type UserDetails } from '../../auth/session-store';
import { keepForSignIn } from './kept-drafts';
import { deliveryAddressBody, profileUpdateBody } from './personal-details-values';

/**
 * Runs a save. A session that ended at the gateway is the machine's SESSION_ENDED: what was typed is kept for the
 * page the save started on and the customer goes to sign in and back there. Done here, not in the form: the app's
 * own reaction to the ended session has already left the page, so no screen is there to do it.
 */
async function saving<T>(input: ActorInput<'savePersonalDetails'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (input.here && keepForSignIn(error, input.values, input.here, (to) => navigate(to, { replace: true }))) {
      throw { status: (error as ApiError).status, code: SESSION_ENDED, description: (error as ApiError).description };
    }
    if (error instanceof ApiError && error.kind === 'session-ended') throw { status: error.status, code: SESSION_ENDED, description: error.description };
    throw error;
  }
}

/**
 * The work of journeys/account-details.json: one call per Save, the customer's session store kept up to date. Plain
 * promises: the update-details pages run the journey without XState (./use-account-details.ts, engine/plain-machine.ts);
 * ./actors.ts gives the same work to the engine.
 */
export function accountWork(api: ApiClient) {
  return {
    savePersonalDetails: ({ input }: { input: ActorInput<'savePersonalDetails'> }): Promise<{ user: UserDetails }> =>
      saving(input, async () => {
        const user = (await api.call('UPDATE_PROFILE', { body: profileUpdateBody(input.values) })) as UserDetails;
        setUserDetails(user);
        return { user };
      }),
    saveDeliveryAddress: ({ input }: { input: ActorInput<'saveDeliveryAddress'> }): Promise<{ shipmentRef: string }> =>
      saving(input, async () => {
        const shipmentRef = input.shipmentRef;
        if (!shipmentRef) throw { status: 404, code: 'NOT_FOUND', description: 'no shipment to correct' };
        await api.call('UPDATE_SHIPMENT', { params: { shipmentRef }, body: { deliveryAddress: deliveryAddressBody(input.values, input.fieldNames) } });
        return { shipmentRef };
      }),
  };
}
