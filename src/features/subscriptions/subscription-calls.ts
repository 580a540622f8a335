import type { ApiClient } from '../../api/api-client';

/** Turns a plan's or bundle's renewal on or off; the gateway answers with the line's subscriptions after it. */
export const setSubscriptionRenewal = (api: ApiClient, number: string, subscriptionId: string, renews: boolean) =>
  api.call('SET_SUBSCRIPTION_RENEWAL', { params: { number, subscriptionId }, body: { renews } });
