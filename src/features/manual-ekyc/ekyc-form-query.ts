import { queryOptions, skipToken } from '@tanstack/react-query';
import { queryKeys } from '../../api/queries';
import { parseEkycConfig, type EkycForm } from '../../../fields';
import type { EkycDraft } from './ekyc-draft';
import { draftKeyOf, loadEkycDraft } from './ekyc-draft-store';
import type { EkycVariant } from './ekyc-outcome';
import { ekycContextOf, showsNationalitySelect } from './ekyc-context';
import type { EkycSource } from './ekyc-calls';

/** Everything the eKYC form is built from. */
export interface EkycFormBasis {
  readonly config: EkycForm;
  readonly nationalities: readonly string[] | null;
  readonly globalConfig: unknown;
  readonly draft: EkycDraft | undefined;
}

/**
 * The config, nationalities, context specification, global config and kept draft, loaded together. Only the
 * config is needed: a failed context or global config only means the nationality select stays and no
 * eligibility check runs. Read afresh each time the page opens (no cache beyond the page, no retries: a
 * failure offers Try again). Without a source nothing is asked.
 */
export function ekycFormQuery(source: EkycSource | undefined, variant: EkycVariant) {
  return queryOptions({
    queryKey: queryKeys.ekycForm(variant),
    queryFn: source ? () => loadEkycFormBasis(source, variant) : skipToken,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** The query function of {@link ekycFormQuery}. */
export async function loadEkycFormBasis(source: EkycSource, variant: EkycVariant): Promise<EkycFormBasis> {
  const draftKey = draftKeyOf(variant);
  const draftLoad = draftKey ? loadEkycDraft(draftKey) : Promise.resolve(undefined);
  const [config, nationalities, context, globalConfig, draft] = await Promise.allSettled([
    source.loadConfig(),
    source.loadNationalities(),
    source.loadContext(ekycContextOf(variant)),
    source.loadGlobalConfig(),
    draftLoad,
  ]);
  if (config.status === 'rejected') throw config.reason;
  const shown = context.status === 'rejected' || showsNationalitySelect(context.value);
  const list = shown && nationalities.status === 'fulfilled' && nationalities.value.length > 0 ? nationalities.value : null;
  return {
    config: parseEkycConfig(config.value),
    nationalities: list,
    globalConfig: globalConfig.status === 'fulfilled' ? globalConfig.value : undefined,
    draft: draft.status === 'fulfilled' ? draft.value : undefined,
  };
}
