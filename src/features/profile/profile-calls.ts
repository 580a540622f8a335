import type { ApiClient, BodyOf } from '../../api/api-client';

/**
 * Shared call definitions of the profile pages (one call each, no sequence: the pages' useMutation runs them and keeps
 * only view state and the query cache).
 */
export const setAutoRenewal = (api: ApiClient, number: string) => (autoRenew: boolean) => api.call('SET_AUTO_RENEWAL', { params: { number }, body: { autoRenew } });

export const updatePrivacySettings = (api: ApiClient) => (next: BodyOf<'UPDATE_PRIVACY_SETTINGS'>) => api.call('UPDATE_PRIVACY_SETTINGS', { body: next });
