import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { accessToken } from '../../auth/session-store';
import { useJourney } from '../../journey/use-journey';
import { withMessages } from '../../i18n/screen-messages';
import { clearRetailStore, saveRetailStore, storeIdOf, type RetailStore } from './retail-store';
import { retailMessages } from './messages';
import './retail.css';
import { MessageText } from '../../ui/message-text';

/** SPEC §4 "After login/signup … in retail channel with a selected store load the self-pickup address". */
function PickupAddress({ store }: { store: RetailStore }) {
  const signedIn = Boolean(accessToken());
  const zipcode = store.postalCode ?? '';
  const pickup = useEndpointQuery('GET_SELF_PICKUP_ADDRESSES', { query: { zipcode } }, { enabled: signedIn && zipcode !== '' });
  const here = `/retail-onboarding?storeId=${encodeURIComponent(store.storeId)}`;
  if (!signedIn) {
    return (
      <p>
        <a href={`/web/login?redirect=${encodeURIComponent(here)}`}>
          <FormattedMessage id="retail_sign_in" />
        </a>
      </p>
    );
  }
  const first = pickup.data?.pickupLocations[0] as { name: string; city?: string; address?: { addressLine1?: string }; openingHours?: string } | undefined;
  return (
    <section aria-labelledby="pickup-title" className="card stack">
      <h2 id="pickup-title">
        <FormattedMessage id="retail_pickup_title" />
      </h2>
      {zipcode !== '' && pickup.isPending && (
        <>
          <MessageText id="retail_pickup_loading" role="status" className="visually-hidden" />
          <div className="skeleton" style={{ blockSize: '4rem' }} aria-hidden="true" />
        </>
      )}
      {pickup.isError && (
        <MessageText id="retail_pickup_failed" role="alert" className="alert alert-danger" />
      )}
      {(zipcode === '' || (pickup.data && !first)) && (
        <MessageText id="retail_pickup_none" role="status" />
      )}
      {first && (
        <address className="retail-pickup">
          <strong>{first.name}</strong>
          <br />
          {[first.address?.addressLine1, first.city].filter(Boolean).join(', ')}
          {first.openingHours && (
            <>
              <br />
              <FormattedMessage id="retail_pickup_hours" values={{ hours: <bdi dir="ltr">{first.openingHours}</bdi> }} />
            </>
          )}
        </address>
      )}
    </section>
  );
}

function RetailOnboarding() {
  const [, navigate] = useLocation();
  const [storeId] = useState(() => storeIdOf(window.location.search));
  const { actor, snapshot } = useJourney('retail-store', { input: { storeId } });
  const state = String(snapshot.value);
  const store = snapshot.context.result;

  // The store rides along with the purchase (channel retail); an unknown store leaves the normal web purchase.
  useEffect(() => {
    if (state === 'known' && store) saveRetailStore(store);
    if (state === 'unknown') clearRetailStore();
  }, [state, store]);

  return (
    <section aria-labelledby="retail-title" className="retail stack">
      <h1 id="retail-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={state === 'unknown' ? 'retail_unknown_title' : 'retail_title'} />
      </h1>
      {state === 'checking' && (
        <>
          <MessageText id="retail_checking" role="status" className="visually-hidden" />
          <div className="skeleton" style={{ blockSize: '8rem' }} aria-hidden="true" />
        </>
      )}
      {state === 'checkFailed' && (
        <div role="alert" className="alert alert-danger">
          <MessageText id="retail_check_failed" />
          <button type="button" onClick={() => actor.send({ type: 'RETRY' })}>
            <FormattedMessage id="retail_retry" />
          </button>
        </div>
      )}
      {state === 'unknown' && (
        <>
          <p role="alert" className="alert alert-info">
            {storeId ? <FormattedMessage id="retail_unknown" values={{ storeId: <bdi>{storeId}</bdi> }} /> : <FormattedMessage id="retail_no_store" />}
          </p>
          <p>
            <button type="button" onClick={() => navigate('/web/pre-checkout')}>
              <FormattedMessage id="retail_web_purchase" />
            </button>
          </p>
        </>
      )}
      {state === 'known' && store && (
        <>
          <div className="card stack">
            <MessageText id="retail_store_at" values={{ store: <strong>{store.name}</strong>, city: store.city ?? '' }} className="retail-store" role="status" />
            <MessageText id="retail_store_intro" />
          </div>
          <PickupAddress store={store} />
          <p>
            <button type="button" onClick={() => navigate('/web/pre-checkout')}>
              <FormattedMessage id="retail_start" />
            </button>
          </p>
        </>
      )}
    </section>
  );
}

/** /retail-onboarding?storeId=…: the purchase started in a store (channel retail), issue 12 part 7. */
const RetailOnboardingPage = withMessages(retailMessages, RetailOnboarding);
export default RetailOnboardingPage;
