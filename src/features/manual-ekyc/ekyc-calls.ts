import { useContext, useMemo } from 'react';
import type { ApiClient } from '../../api/api-client';
import { ApiContext } from '../../api/api-context';
import { eligibleOf, type DocumentIdValidityCall, type EkycContextName } from './ekyc-context';

/**
 * Everything the manual eKYC page needs from the gateway: the seam that lets tests (and any future host)
 * hand the page its data without the app's API provider.
 */
export interface EkycSource {
  /** The raw eKYC config (SPEC §3: groups by document type); parsed leniently by the page. */
  loadConfig(): Promise<unknown>;
  /** Nationalities for the select (SPEC §7: a list of strings). */
  loadNationalities(): Promise<readonly string[]>;
  /** The context specification (GET_EKYC_CONTEXT_SPECIFICATIONS): says whether the nationality select is shown. */
  loadContext(context: EkycContextName): Promise<unknown>;
  /** The global config (eligibility.enabled, number_types). */
  loadGlobalConfig(): Promise<unknown>;
  /** Document-ID validity (SPEC §7): resolves with result.data.eligible; rejects when there is no answer. */
  checkDocumentId(call: DocumentIdValidityCall): Promise<boolean>;
  /** The multipart submit; resolves with the gateway's submission id. */
  submit(form: FormData): Promise<{ readonly submissionId: string }>;
}

/** The gateway-backed source over the app's API client (endpoint names from schemas/endpoints.ts). */
export function apiEkycSource(api: ApiClient): EkycSource {
  return {
    loadConfig: () => api.call('GET_EKYC_CONFIG'),
    loadNationalities: () => api.call('GET_NATIONALITIES'),
    loadContext: (context) => api.call('GET_EKYC_CONTEXT_SPECIFICATIONS', { query: { context } }),
    loadGlobalConfig: () => api.call('GET_GLOBAL_CONFIG'),
    checkDocumentId: async (call) => {
      const eligible = eligibleOf(await api.call('CHECK_DOCUMENT_ID', { body: call.body, headers: { ...call.headers } }));
      if (eligible === undefined) throw new Error('CHECK_DOCUMENT_ID: no eligible flag');
      return eligible;
    },
    submit: (form) => api.call('SUBMIT_MANUAL_EKYC', { form }),
  };
}

/** The app's source when the API provider is present, else undefined (the page then says it cannot load). */
export function useAppEkycSource(): EkycSource | undefined {
  const api = useContext(ApiContext);
  return useMemo(() => (api ? apiEkycSource(api) : undefined), [api]);
}
