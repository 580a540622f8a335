import { useQuery } from '@tanstack/react-query';
import './manual-ekyc.css';
import { FormattedMessage } from 'react-intl';
import { notifications } from '../../notifications/notification-store';
import { ScreenMessages } from '../../i18n/screen-messages';
import type { EkycJourneyData, EkycVariant } from './ekyc-outcome';
import type { ChildJourney } from '../../../renderer';
import type { EkycSource } from './ekyc-calls';
import { EkycFormView } from './ekyc-form-view';
import { manualEkycMessages } from './manual-ekyc-messages';
import { ekycFormQuery, type EkycFormBasis } from './ekyc-form-query';
import { MessageText } from '../../ui/message-text';

/** Props of the manual eKYC page, independent of how it is hosted (journey step or manage page). */
export interface ManualEkycPageProps {
  readonly variant: EkycVariant;
  /** Where data comes from; undefined while the app has no API client (the page says it cannot load). */
  readonly source: EkycSource | undefined;
  readonly journeyData?: EkycJourneyData;
  readonly urlOrderRef: string | null;
  readonly serviceOrder: boolean;
  readonly onBack: () => void;
  /** journeys/manual-ekyc-submit.json as the host runs it (a step's child journey, or the page's machine), for Submit. */
  readonly work: ChildJourney | null;
  readonly notifyDanger?: (messageId: string) => void;
  /** The signed-in user's details (SPEC §3), for the document-ID check and a known nationality. */
  readonly user?: unknown;
  readonly now?: () => number;
}

type Loaded = { readonly status: 'loading' } | { readonly status: 'failed' } | ({ readonly status: 'ready' } & EkycFormBasis);

const notifyApp = (messageId: string) => {
  notifications.notify({ type: 'danger', messageId });
};
const NO_DATA: EkycJourneyData = {};

/**
 * SPEC §2 "Manual eKYC page": title 'identity validation', then the form built from the server's eKYC
 * config. The config, nationalities, context specification and global config load together. The
 * nationality select is hidden when the context says so (SIM replacement) or no nationalities came; a
 * failed context or global config only means the select stays and no eligibility check runs.
 */
export function ManualEkycPage(props: ManualEkycPageProps) {
  const { source, variant } = props;
  // The form's basis is a query (ekyc-form-query.ts); Try again reads it again and shows loading meanwhile.
  const basis = useQuery(ekycFormQuery(source, variant));
  const loaded: Loaded = basis.isSuccess
    ? { status: 'ready', ...basis.data }
    : basis.isError && !basis.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };

  const state: Loaded = source ? loaded : { status: 'failed' };
  return (
    <ScreenMessages messages={manualEkycMessages}>
      <section className="manual-ekyc" aria-labelledby="manual-ekyc-title">
        <h1 id="manual-ekyc-title" tabIndex={-1}>
          <FormattedMessage id="identity_validation" />
        </h1>
        {state.status === 'loading' && (
          <MessageText id="ekyc_loading" role="status" />
        )}
        {state.status === 'failed' && (
          <div role="alert">
            <MessageText id="ekyc_config_failed" />
            <button type="button" className="secondary" onClick={props.onBack}>
              <FormattedMessage id="journey_back" />
            </button>
            {source && (
              <button
                type="button"
                onClick={() => void basis.refetch()}
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
            work={props.work}
            notifyDanger={props.notifyDanger ?? notifyApp}
            {...(props.now ? { now: props.now } : {})}
          />
        )}
      </section>
    </ScreenMessages>
  );
}
