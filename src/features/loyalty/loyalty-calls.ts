import type { ApiClient } from '../../api/api-client';

/** Shared call definitions of the loyalty pages (one call each; the pages refresh the loyalty queries afterwards). */
export const optInBooster = (api: ApiClient) => (campaignId: string) => api.call('OPT_IN_LOYALTY_BOOSTER', { params: { campaignId } });

export const joinLoyalty = (api: ApiClient) => () => api.call('JOIN_LOYALTY', { body: { acceptTerms: true } });

export const allocateReward = (api: ApiClient) => (rewardId: string) => api.call('ALLOCATE_REWARD', { body: { rewardId } });
