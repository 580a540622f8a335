import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { accessToken } from '../../auth/session-store';
import { ScreenMessages } from '../screen-messages';
import { checkoutMessages } from './messages';
import { checkoutData } from './checkout-data';
import { missingForOrder, previewBody } from './order-request';
import { consentPayloads, hasConsent } from './consent';
import { PreviewTable } from './preview-table';
import { OrderReview } from './order-review';
import { PromoCodeForm, type PromoNotice } from './promo-code-form';
import { ConsentFields } from './consent-fields';
import { GuestVerificationSeam } from './guest-verification-seam';
import { Loading, Problem, usePrice } from './checkout-parts';
import type { OrderPreview } from './preview-lines';

const isInvalidPromo = (e: unknown) => e instanceof ApiError && e.code === 'INVALID_PROMO_CODE';

function OrderSummary({ snapshot, send }: ScreenProps) {
  const api = useApi();
  const price = usePrice();
  const data = checkoutData(snapshot);
  const body = previewBody(data);
  // A promo code from the URL (pre-checkout keeps promo_code as promoCode) that the gateway refuses is dropped, and said so.
  const preview = useQuery<{ preview: OrderPreview; refused?: string }, ApiError>({
    queryKey: ['ORDER_PREVIEW', body, 'summary'],
    queryFn: async ({ signal }) => {
      try {
        return { preview: (await api.call('ORDER_PREVIEW', { body, signal })) as OrderPreview };
      } catch (e) {
        if (!isInvalidPromo(e) || !data.promoCode) throw e;
        return { preview: (await api.call('ORDER_PREVIEW', { body: previewBody(data, undefined), signal })) as OrderPreview, refused: data.promoCode };
      }
    },
  });
  const refused = preview.data?.refused;
  const appliedPromo = refused ? undefined : data.promoCode;
  const [notice, setNotice] = useState<PromoNotice>(null);
  const [trying, setTrying] = useState(false);
  const consented = hasConsent(data.consent);
  const [consent, setConsent] = useState({ terms: consented, privacy: consented });
  const [consentError, setConsentError] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const apply = async (code: string) => {
    setTrying(true);
    try {
      await api.call('ORDER_PREVIEW', { body: previewBody(data, code) });
      setNotice({ id: 'promo_applied', code });
      send({ type: 'UPDATE', data: { promoCode: code } });
    } catch (e) {
      setNotice(isInvalidPromo(e) ? { id: 'promo_invalid', code } : null);
      if (!isInvalidPromo(e)) setSubmitError('load_failed');
    } finally {
      setTrying(false);
    }
  };
  const remove = () => {
    setNotice({ id: 'promo_removed' });
    send({ type: 'UPDATE', data: { promoCode: null } });
  };

  const changeConsent = (next: { terms: boolean; privacy: boolean }) => {
    setConsent(next);
    if (next.terms && next.privacy) setConsentError(false);
    const payloads = next.terms && next.privacy ? consentPayloads({ capture: 'CHECKBOX', givenAt: Date.now(), productId: data.planId, email: data.email }) : null;
    send({ type: 'UPDATE', data: { consent: payloads } });
  };

  const proceed = useCallback(async () => {
    setVerifying(false);
    // A signed-in customer's consent is recorded now; a visitor's stays in the journey for the sign-up flow.
    if (accessToken() && Array.isArray(data.consent)) {
      try {
        for (const payload of data.consent) await api.call('SUBMIT_CONSENT', { body: payload });
      } catch {
        setSubmitError('consent_failed');
        return;
      }
    }
    send({ type: 'NEXT', ...(refused ? { data: { promoCode: null } } : {}) });
  }, [api, data.consent, refused, send]);

  const missing = missingForOrder(data);
  const next = () => {
    setSubmitError(null);
    if (!(consent.terms && consent.privacy)) {
      setConsentError(true);
      document.getElementById('consent-terms')?.focus();
      return;
    }
    if (!accessToken()) setVerifying(true);
    else void proceed();
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
        <PreviewTable preview={preview.data.preview} price={price} onEdit={(step) => send({ type: 'GOTO', step })} />
      )}
      <OrderReview data={data} onEdit={(step) => send({ type: 'GOTO', step })} />
      <PromoCodeForm applied={appliedPromo} notice={notice ?? (refused ? { id: 'promo_invalid', code: refused } : null)} busy={trying} onApply={(c) => void apply(c)} onRemove={remove} />
      <ConsentFields terms={consent.terms} privacy={consent.privacy} showError={consentError} onChange={changeConsent} />
      {missing.length > 0 && <Problem messageId="summary_missing" />}
      {submitError && <Problem messageId={submitError} />}
      <div className="actions">
        <button type="button" onClick={() => send({ type: 'BACK' })}>
          <FormattedMessage id="journey_back" />
        </button>
        <button type="button" className="primary" onClick={next} disabled={!preview.isSuccess || missing.length > 0}>
          <FormattedMessage id="summary_continue" />
        </button>
      </div>
      {verifying && <GuestVerificationSeam email={data.email} contactNumber={data.personal.contactNumber} onVerified={() => void proceed()} onCancel={() => setVerifying(false)} />}
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
