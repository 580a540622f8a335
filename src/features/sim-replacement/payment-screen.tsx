import type { ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from '../checkout';
import { RequestPayment } from '../payment';
import { simReplacementMessages } from './messages';
import { srData } from './sr-data';
import './sim-replacement.css';

const messages = { en: { ...checkoutMessages.en, ...simReplacementMessages.en }, ur: { ...checkoutMessages.ur, ...simReplacementMessages.ur } };

/** SIM replacement step 5 (/manage/sim-replacement-order-payment): the request (made at step 1) paid through the one payment machine. */
export default function SimReplacementPaymentScreen({ snapshot, send }: ScreenProps) {
  const saved = srData(snapshot);
  return (
    <ScreenMessages messages={messages}>
      <RequestPayment snapshot={snapshot} send={send} requestId={saved.requestId} total={saved.totalCharges ?? 0} titleId="sr_payment_title" totalId="sr_total" className="sim-replacement" />
    </ScreenMessages>
  );
}
