import { useEffect, useState } from 'react';
import './manual-ekyc.css';
import { FormattedMessage } from 'react-intl';
import { parseEkycConfig, type EkycForm } from '../../../fields';
import { notifications } from '../../notifications/notification-store';
import { ScreenMessages } from '../../i18n/screen-messages';
import { ekycContextOf, showsNationalitySelect } from './ekyc-context';
import type { EkycOutcome, EkycVariant } from '../../shared/manual-ekyc/ekyc-outcome';
import type { EkycSource } from './ekyc-source';
import { EkycFormView } from './ekyc-form-view';
import { manualEkycMessages } from './manual-ekyc-messages';
import type { EkycDraft } from '../../shared/manual-ekyc/ekyc-draft';
import { draftKeyOf, loadEkycDraft } from '../../shared/manual-ekyc/ekyc-draft-store';

/** Props of the manual eKYC page, independent of how it is hosted (journey step or manage page). */
export interface ManualEkycPageProps {
  readonly variant: EkycVariant;
  /** Where data comes from; undefined while the app has no API client (the page says it cannot load). */
  readonly source: EkycSource | undefined;
  readonly journeyData?: Readonly<Record<string, unknown>>;
  readonly urlOrderRef: string | null;
  readonly serviceOrder: boolean;
  readonly onBack: () => void;
  readonly onOutcome: (outcome: EkycOutcome) => void;
  readonly notifyDanger?: (messageId: string) => void;
  /** The signed-in user's details (SPEC §3), for the document-ID check and a known nationality. */
  readonly user?: unknown;
  readonly now?: () => number;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly config: EkycForm;
      readonly nationalities: readonly string[] | null;
      readonly globalConfig: unknown;
      readonly draft: EkycDraft | undefined;
    };

const notifyApp = (messageId: string) => {
  notifications.notify({ type: 'danger', messageId });
};
const NO_DATA: Readonly<Record<string, unknown>> = {};

/**
 * SPEC §2 "Manual eKYC page": title 'identity validation', then the form built from the server's eKYC
 * config. The config, nationalities, context specification and global config load together. The
 * nationality select is hidden when the context says so (SIM replacement) or no nationalities came; a
 * failed context or global config only means the select stays and no eligibility check runs.
 */
export function ManualEkycPage(props: ManualEkycPageProps) {
  const { source, variant } = props;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!source) return undefined;
    let live = true;
    const draftKey = draftKeyOf(variant);
    const draftLoad = draftKey ? loadEkycDraft(draftKey) : Promise.resolve(undefined);
    void Promise.allSettled([source.loadConfig(), source.loadNationalities(), source.loadContext(ekycContextOf(variant)), source.loadGlobalConfig(), draftLoad]).then(
      ([config, nationalities, context, globalConfig, draft]) => {
        if (!live) return;
        if (config.status === 'rejected') return setLoaded({ status: 'failed' });
        const shown = context.status === 'rejected' || showsNationalitySelect(context.value);
        const list = shown && nationalities.status === 'fulfilled' && nationalities.value.length > 0 ? nationalities.value : null;
        const global = globalConfig.status === 'fulfilled' ? globalConfig.value : undefined;
        const restored = draft.status === 'fulfilled' ? draft.value : undefined;
        setLoaded({ status: 'ready', config: parseEkycConfig(config.value), nationalities: list, globalConfig: global, draft: restored });
      },
    );
    return () => {
      live = false;
    };
  }, [source, attempt, variant]);

  const state: Loaded = source ? loaded : { status: 'failed' };
  return (
    <ScreenMessages messages={manualEkycMessages}>
      <section className="manual-ekyc" aria-labelledby="manual-ekyc-title">
        <h1 id="manual-ekyc-title" tabIndex={-1}>
          <FormattedMessage id="identity_validation" />
        </h1>
        {state.status === 'loading' && (
          <p role="status">
            <FormattedMessage id="ekyc_loading" />
          </p>
        )}
        {state.status === 'failed' && (
          <div role="alert">
            <p>
              <FormattedMessage id="ekyc_config_failed" />
            </p>
            <button type="button" onClick={props.onBack}>
              <FormattedMessage id="journey_back" />
            </button>
            {source && (
              <button
                type="button"
                onClick={() => {
                  setLoaded({ status: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                <FormattedMessage id="ekyc_retry" />
              </button>
            )}
          </div>
        )}
        {state.status === 'ready' && source && (
          <EkycFormView
            variant={props.variant}
            config={state.config}
            nationalities={state.nationalities}
            globalConfig={state.globalConfig}
            draft={state.draft}
            user={props.user}
            source={source}
            journeyData={props.journeyData ?? NO_DATA}
            urlOrderRef={props.urlOrderRef}
            serviceOrder={props.serviceOrder}
            onBack={props.onBack}
            onOutcome={props.onOutcome}
            notifyDanger={props.notifyDanger ?? notifyApp}
            {...(props.now ? { now: props.now } : {})}
          />
        )}
      </section>
    </ScreenMessages>
  );
}
