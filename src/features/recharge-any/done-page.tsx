import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { accessToken } from '../../auth/session-store';
import { ScreenMessages } from '../../i18n/screen-messages';
import { ResultPanel } from '../../ui/feedback';
import { Ltr } from '../../ui/price';
import { rechargeAnyMessages } from './messages';
import { MessageLink, MessageText } from '../../ui/message-text';

/**
 * /recharge/done: where a recharge of any number ends (journeys/recharge-any.json completePath, and where the payment
 * provider returns the browser: `status` and the recharge's `order_ref`). It says what happened; the balance and the
 * owner's history are the gateway's, read by whoever owns the number.
 */
export default function RechargeDonePage() {
  const params = new URLSearchParams(useSearch());
  const paid = (params.get('status') ?? 'success') === 'success';
  const reference = params.get('order_ref');
  return (
    <ScreenMessages messages={rechargeAnyMessages}>
      <section aria-labelledby="ra-done-title" className="stack recharge-any">
        <h1 id="ra-done-title" className="page-title" tabIndex={-1}>
          <FormattedMessage id="ra_title" />
        </h1>
        <ResultPanel kind={paid ? 'success' : 'danger'} testId="recharge-done" titleId={paid ? 'ra_done_title' : 'ra_done_failed_title'} bodyId={paid ? 'ra_done_body' : 'ra_done_failed_body'}>
          {reference && /^TU-[0-9A-F]{8}$/.test(reference) && (
            <MessageText id="ra_done_reference" values={{ reference: <Ltr text={reference} /> }} />
          )}
        </ResultPanel>
        <p className="actions">
          <MessageLink href="/recharge" id="ra_again" />
          {accessToken() && (
            <MessageLink href="/profile" id="ra_home" />
          )}
        </p>
      </section>
    </ScreenMessages>
  );
}
