import { FormattedMessage } from 'react-intl';
import { ScreenMessages } from '../../i18n/screen-messages';
import { paylinkMessages } from './messages';
import './paylinks.css';
import { MessageText } from '../../ui/message-text';

/** /payment/paylink-expired: where an expired or unknown paylink lands (`reason` says which; expired by default). */
export default function PaylinkExpiredPage() {
  const unknown = new URLSearchParams(window.location.search).get('reason') === 'unknown';
  return (
    <ScreenMessages messages={paylinkMessages}>
      <section aria-labelledby="paylink-expired-title" className="paylink stack">
        <h1 id="paylink-expired-title" className="page-title" tabIndex={-1}>
          <FormattedMessage id={unknown ? 'paylink_unknown_title' : 'paylink_expired_title'} />
        </h1>
        <div className="alert alert-info">
          <MessageText id={unknown ? 'paylink_unknown_text' : 'paylink_expired_text'} />
          <MessageText id="paylink_contact" />
        </div>
        <p>
          <a href="/web/pre-checkout">
            <FormattedMessage id="paylink_home" />
          </a>
        </p>
      </section>
    </ScreenMessages>
  );
}
