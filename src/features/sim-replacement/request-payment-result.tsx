import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { clearSavedJourney } from '../../journey/saved-journey';
import { clearEkycDraft } from '../manual-ekyc';
import { ScreenMessages } from '../../i18n/screen-messages';
import { Problem } from '../../ui/feedback';
import { Ltr } from '../../ui/price';
import { simReplacementMessages } from './messages';
import { statusPathOf } from '../service-requests';
import { MessageLink, MessageText } from '../../ui/message-text';

/**
 * /manage/payment-success and /manage/payment-failed for a service request (SR-…): one page in the
 * authenticated no-footer layout (SPEC §2). What it says comes from the gateway's request, not the URL.
 */
export default function RequestPaymentResult({ requestId }: { requestId: string }) {
  const request = useEndpointQuery('GET_SERVICE_REQUEST', { params: { requestId } });
  const paid = (request.data?.payload as { paymentStatus?: string } | undefined)?.paymentStatus === 'SUCCESS';
  const planSwitch = request.data?.type === 'PLAN_SWITCH';
  useEffect(() => {
    if (!paid) return;
    if (planSwitch) return clearSavedJourney('plan-switch');
    clearSavedJourney('sim-replacement');
    void clearEkycDraft('sim-replacement');
  }, [paid, planSwitch]);
  const ref = <Ltr text={requestId} />;
  return (
    <ScreenMessages messages={simReplacementMessages}>
      <section aria-labelledby="result-title" className="sim-replacement stack">
        <h1 id="result-title" className="page-title" tabIndex={-1}>
          <FormattedMessage id={request.data && !paid ? 'sr_result_failed' : 'sr_result_success'} />
        </h1>
        {request.isPending ? (
          <div className="skeleton" style={{ blockSize: '4rem' }} aria-hidden="true" />
        ) : request.isError ? (
          <Problem messageId="sr_result_no_request" onRetry={() => void request.refetch()} />
        ) : paid ? (
          <MessageText id="sr_result_success_text" values={{ ref }} role="status" className="alert alert-success" />
        ) : (
          <MessageText id="sr_result_failed_text" values={{ ref }} role="alert" className="alert alert-danger" />
        )}
        <div className="actions">
          {request.data && !paid && (
            <Link href={planSwitch ? '/manage/payment' : '/manage/sim-replacement-order-payment'} className="button">
              <FormattedMessage id="sr_pay_again" />
            </Link>
          )}
          <MessageLink href={request.data ? statusPathOf(request.data, true) : '/manage/service-request-status?request=new'} id="sr_see_status" />
        </div>
      </section>
    </ScreenMessages>
  );
}
