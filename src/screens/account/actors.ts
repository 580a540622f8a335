import { fromPromise } from 'xstate';
import { SESSION_ENDED } from '../../../engine/behaviours/account-work';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { setUserDetails, type UserDetails } from '../../auth/session-store';
import { deliveryAddressBody, profileUpdateBody } from './personal-details-values';

/** What journeys/account-details.json gives a save (input detailsToSave). */
export interface DetailsToSave {
  values: Record<string, string>;
  shipmentRef: string | null;
  fieldNames: string[];
}

/** Runs a save; a session that ended at the gateway is the machine's SESSION_ENDED (the form keeps what was typed). */
async function saving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'session-ended') throw { status: error.status, code: SESSION_ENDED, description: error.description };
    throw error;
  }
}

/** The work of journeys/account-details.json: one call per Save, the customer's session store kept up to date. */
export function accountActors(api: ApiClient) {
  return {
    savePersonalDetails: fromPromise<{ user: UserDetails }, DetailsToSave>(({ input }) =>
      saving(async () => {
        const user = (await api.call('UPDATE_PROFILE', { body: profileUpdateBody(input.values) })) as UserDetails;
        setUserDetails(user);
        return { user };
      }),
    ),
    saveDeliveryAddress: fromPromise<{ shipmentRef: string }, DetailsToSave>(({ input }) =>
      saving(async () => {
        const shipmentRef = input.shipmentRef;
        if (!shipmentRef) throw { status: 404, code: 'NOT_FOUND', description: 'no shipment to correct' };
        await api.call('UPDATE_SHIPMENT', { params: { shipmentRef }, body: { deliveryAddress: deliveryAddressBody(input.values, input.fieldNames) } });
        return { shipmentRef };
      }),
    ),
  };
}
