import { FormattedMessage } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { Problem } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { displayNumber } from '../../domain/line-view';
import { simReplacementMessages } from './messages';
import { srData } from './sr-data';
import './sim-replacement.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

function Summary({ snapshot, send }: ScreenProps) {
  const price = usePrice();
  const saved = srData(snapshot);
  const request = useEndpointQuery('GET_SERVICE_REQUEST', { params: { requestId: saved.requestId ?? '-' } });
  const work = stepWork(snapshot);
  const payload = request.data?.payload ?? {};
  const paymentRequired = Boolean(request.data?.paymentRequired) && payload.paymentStatus !== 'SUCCESS';
  const address = payload.deliveryAddress as Record<string, string> | undefined;

  // The journey reads the request again at Continue (checkSimReplacementCharges): nothing left to pay skips the
  // payment step and completes the journey on the request's status page.
  const next = () => send({ type: 'NEXT' });

  return (
    <PageFrame titleId="sr_summary_title" className="sim-replacement" titleDomId="sr-summary-title">
      {!saved.requestId ? (
        <Problem messageId="sr_result_no_request" />
      ) : request.isPending ? (
        <div className="skeleton" style={{ blockSize: '10rem' }} aria-hidden="true" />
      ) : request.isError ? (
        <Problem messageId="sr_failed" onRetry={() => void request.refetch()} />
      ) : (
        <>
          <dl className="card">
            <dt><FormattedMessage id="sr_request_ref" /></dt>
            <dd><Ltr text={request.data.requestId} /></dd>
            <dt><FormattedMessage id="sr_line" /></dt>
            <dd><Ltr text={displayNumber(request.data.number ?? '')} /></dd>
            <dt><FormattedMessage id="sr_reason" /></dt>
            <dd><FormattedMessage id={`sr_reason_${String(payload.reason)}`} /></dd>
            <dt><FormattedMessage id="sr_sim_type" /></dt>
            <dd><FormattedMessage id={`sr_sim_${String(payload.simType)}`} values={{ fee: <Ltr text={price(request.data.totalCharges ?? 0)} /> }} /></dd>
            <dt><FormattedMessage id="sr_delivery" /></dt>
            <dd>
              {payload.simType === 'esim' ? (
                <FormattedMessage id="sr_delivery_none" />
              ) : (
                <>
                  <FormattedMessage id={`sr_delivery_${String(payload.deliveryMethod ?? 'DOORSTEP_DELIVERY')}`} />
                  {address && <> — {[address.addressLine1, address.city, address.province, address.postalCode].filter(Boolean).join(', ')}</>}
                </>
              )}
            </dd>
            <dt><FormattedMessage id="sr_total" /></dt>
            <dd><Ltr text={price(Number(request.data.totalCharges ?? 0))} /></dd>
          </dl>
          <MessageText id={paymentRequired ? 'sr_payment_required' : 'sr_payment_not_required'} role="status" />
          {work.error && (
            <MessageText id="sr_failed" role="alert" className="alert alert-danger" />
          )}
          <div className="actions">
            <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })} disabled={work.working}>
              <FormattedMessage id="sr_back" />
            </button>
            <button type="button" onClick={next} disabled={work.working} aria-busy={work.working}>
              <FormattedMessage id={paymentRequired ? 'sr_to_payment' : 'sr_confirm'} />
            </button>
          </div>
        </>
      )}
    </PageFrame>
  );
}

/** SIM replacement step 4 (/manage/sim-replacement-order-summary): what was asked, total charges, payment or not. */
const SummaryScreen = withMessages(simReplacementMessages, Summary);
export default SummaryScreen;
