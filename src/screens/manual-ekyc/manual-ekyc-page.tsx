import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseEkycConfig, type EkycForm } from '../../../fields';
import { notifications } from '../../notifications/notification-store';
import type { EkycOutcome, EkycVariant } from './ekyc-outcome';
import type { EkycSource } from './ekyc-source';
import { EkycFormView } from './ekyc-form-view';

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
  readonly now?: () => number;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly config: EkycForm; readonly nationalities: readonly string[] | null };

const notifyApp = (messageId: string) => {
  notifications.notify({ type: 'danger', messageId });
};
const NO_DATA: Readonly<Record<string, unknown>> = {};

/**
 * SPEC §2 "Manual eKYC page": title 'identity validation', then the form built from the server's eKYC
 * config. The config and the nationalities load together; without nationalities the select is hidden.
 */
export function ManualEkycPage(props: ManualEkycPageProps) {
  const { source } = props;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!source) return undefined;
    let live = true;
    void Promise.allSettled([source.loadConfig(), source.loadNationalities()]).then(([config, nationalities]) => {
      if (!live) return;
      if (config.status === 'rejected') return setLoaded({ status: 'failed' });
      const list = nationalities.status === 'fulfilled' && nationalities.value.length > 0 ? nationalities.value : null;
      setLoaded({ status: 'ready', config: parseEkycConfig(config.value), nationalities: list });
    });
    return () => {
      live = false;
    };
  }, [source, attempt]);

  const state: Loaded = source ? loaded : { status: 'failed' };
  return (
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
  );
}
