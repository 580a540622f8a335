import type { ApiClient } from '../../api/api-client';
import type { PrivacySettings } from './privacy-page';

/**
 * Shared call definitions of the profile pages (one call each, no sequence: the pages' useMutation runs them and keeps
 * only view state and the query cache).
 */
export const setAutoRenewal = (api: ApiClient, number: string) => (autoRenew: boolean) => api.call('SET_AUTO_RENEWAL', { params: { number }, body: { autoRenew } });

export const updatePrivacySettings = (api: ApiClient) => (next: PrivacySettings) => api.call('UPDATE_PRIVACY_SETTINGS', { body: next }) as Promise<PrivacySettings>;
