import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { gotoRole } from '../../journey/step-links';
import { missingForOrder } from './order-request';
import { consentPayloads, hasConsent } from './consent';
import { PreviewTable } from './preview-table';
import { OrderReview, type EditLink } from './order-review';
import { PromoCodeForm, type PromoNotice } from './promo-code-form';
import { ConsentFields } from './consent-fields';
import { Loading, Problem } from '../../ui/feedback';
import { OnceDrawn } from '../../ui/once-drawn';
import { usePrice } from '../../ui/price';
import { useOrderPreview } from './checkout-queries';

// A visitor's email check (its code request, the sign-in's words and parts, the modal) loads when the step's gate
// stops a visitor, not with the summary a signed-in customer or a returning visitor opens (7 KiB, issue 47).
const GuestVerificationSeam = lazy(() => import('./guest-verification-seam').then((m) => ({ default: m.GuestVerificationSeam })));

/**
 * The order summary shows the priced order and keeps what is ticked; Continue sends NEXT and the step's work
 * (journeys/onboarding.json orderSummary: confirmOrderSummary) records a signed-in customer's consent and moves on,
 * or comes back with the error. A visitor is stopped by the work's gate (isSignedIn): while the step waits there
 * the guest verification is open; verified, it sends NEXT again, closed, CANCEL.
 */
function OrderSummary({ snapshot, send }: ScreenProps) {
  const price = usePrice();
  const data = journeyData('onboarding', snapshot);
  const work = stepWork(snapshot);
  // A promo code the gateway refuses (from the URL, or just typed) is priced without, said so, and dropped at Continue.
  const preview = useOrderPreview(data);
  const checking = preview.isFetching;
  const refused = checking ? undefined : preview.data?.refused;
  const appliedPromo = refused || checking ? undefined : (data.promoCode ?? undefined);
  // What became of the last code tried: refused by the gateway (the preview), or removed by the customer on this visit
  // of the step (the journey's data keeps null for a code removed; coming back to the summary later says nothing of
  // it again); a code applied shows as applied.
  const [removedHere, setRemovedHere] = useState(false);
  const notice: PromoNotice = checking ? null : refused ? { id: 'promo_invalid', code: refused } : removedHere && data.promoCode === null ? { id: 'promo_removed' } : null;
  const consented = hasConsent(data.consent);
  const [consent, setConsent] = useState({ terms: consented, privacy: consented });
  const [consentError, setConsentError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const apply = (code: string) => send({ type: 'UPDATE', data: { promoCode: code } });
  const remove = () => {
    setRemovedHere(true);
    send({ type: 'UPDATE', data: { promoCode: null } });
  };

  const changeConsent = (next: { terms: boolean; privacy: boolean }) => {
    setConsent(next);
    if (next.terms && next.privacy) setConsentError(false);
    const payloads = next.terms && next.privacy ? consentPayloads({ capture: 'CHECKBOX', givenAt: Date.now(), productId: data.planId, email: data.email }) : null;
    send({ type: 'UPDATE', data: { consent: payloads } });
  };

  // An edit link goes back to the step showing that part's screen in the journey running now (whatever its name);
  // none where this customer has no such step to go back to.
  const editLink: EditLink = (role) => {
    const go = gotoRole(snapshot, role);
    return go ? () => send(go) : null;
  };

  const proceed = () => send({ type: 'NEXT', ...(refused ? { data: { promoCode: null } } : {}) });

  const missing = missingForOrder(data);
  const next = () => {
    if (!(consent.terms && consent.privacy)) {
      setConsentError(true);
      document.getElementById('consent-terms')?.focus();
      return;
    }
    proceed();
  };

  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="summary-title" className="checkout order-summary">
      <h1 id="summary-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="summary_title" />
      </h1>
      {preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <Problem messageId="load_failed" onRetry={() => void preview.refetch()} />
      ) : (
        <PreviewTable preview={preview.data.preview} price={price} editLink={editLink} />
      )}
      {/* The rest comes with the prices: under the loading note it was pushed 342 px down by the table (CLS 0.245). */}
      <OnceDrawn>
        <OrderReview data={data} editLink={editLink} />
        <PromoCodeForm applied={appliedPromo} notice={notice} busy={checking} onApply={apply} onRemove={remove} />
        <ConsentFields terms={consent.terms} privacy={consent.privacy} showError={consentError} onChange={changeConsent} />
        {missing.length > 0 && <Problem messageId="summary_missing" />}
        {work.error && <Problem messageId="consent_failed" />}
        <div className="actions">
          <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })}>
            <FormattedMessage id="journey_back" />
          </button>
          <button type="button" className="primary" onClick={next} disabled={!preview.isSuccess || checking || work.working || missing.length > 0}>
            <FormattedMessage id="summary_continue" />
          </button>
        </div>
      </OnceDrawn>
      {work.gated && (
        <Suspense fallback={null}>
          <GuestVerificationSeam email={data.email} contactNumber={data.personal?.contactNumber} onVerified={proceed} onCancel={() => send({ type: 'CANCEL' })} />
        </Suspense>
      )}
    </section>
  );
}

/** The onboarding step 'orderSummary' (/web/order-summary): preview, promo code, consent, edit links. */
export default function OrderSummaryScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <OrderSummary {...props} />
    </ScreenMessages>
  );
}
