import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from './messages';
import { orderRefOf } from './payment-result';
import { esimActivationOf } from './esim-activation';
import { retailMessages } from '../retail';
import '../retail/retail.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

// The QR encoder loads only with an eSIM that has its profile.
const EsimActivationView = lazy(() => import('./esim-activation-view'));

function LoadBarcode() {
  const orderRef = orderRefOf(window.location.search);
  const order = useEndpointQuery('GET_ORDER', { params: { orderReference: orderRef ?? '-' } }, { enabled: orderRef !== null });
  const activation = order.data ? esimActivationOf(order.data) : null;
  const values = { order: <bdi dir="ltr">{orderRef}</bdi> };
  return (
    <PageFrame titleId="barcode_title" className="load-barcode" titleDomId="barcode-title">
      {!orderRef && (
        <MessageText id="barcode_no_order" role="alert" className="alert alert-info" />
      )}
      {orderRef && order.isPending && (
        <>
          <MessageText id="barcode_loading" role="status" className="visually-hidden" />
          <div className="skeleton" style={{ blockSize: '20rem' }} aria-hidden="true" />
        </>
      )}
      {order.isError && (
        <div role="alert" className="alert alert-danger">
          <MessageText id="barcode_failed" />
          <button type="button" onClick={() => void order.refetch()}>
            <FormattedMessage id="barcode_retry" />
          </button>
        </div>
      )}
      {activation && (
        <Suspense fallback={<div className="skeleton" style={{ blockSize: '20rem' }} aria-hidden="true" />}>
          <EsimActivationView activation={activation} />
        </Suspense>
      )}
      {order.data && !activation && (
        <p role="status" className="alert alert-info">
          <FormattedMessage id={order.data.simType === 'esim' ? 'barcode_not_ready' : 'barcode_not_esim'} values={values} />
        </p>
      )}
    </PageFrame>
  );
}

const messages = { en: { ...checkoutMessages.en, ...retailMessages.en }, ur: { ...checkoutMessages.ur, ...retailMessages.ur } };

/** /loadBarcode?order_ref=… (app webview): the eSIM activation QR code of a paid eSIM order. */
const LoadBarcodePage = withMessages(messages, LoadBarcode);
export default LoadBarcodePage;
