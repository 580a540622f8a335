import type { ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from '../checkout';
import { RequestPayment } from '../payment';
import { planSwitchMessages } from './messages';
import { psData } from './ps-data';
import './plan-switch.css';

const messages = { en: { ...checkoutMessages.en, ...planSwitchMessages.en }, ur: { ...checkoutMessages.ur, ...planSwitchMessages.ur } };

/** Plan switch step 4 (/manage/payment): the switch made at the summary, paid through the one payment machine; skipped when free. */
export default function PlanSwitchPaymentScreen({ snapshot, send }: ScreenProps) {
  const saved = psData(snapshot);
  return (
    <ScreenMessages messages={messages}>
      <RequestPayment snapshot={snapshot} send={send} requestId={saved.requestId} total={saved.totalCharges ?? 0} titleId="ps_payment_title" totalId="ps_total" className="plan-switch" />
    </ScreenMessages>
  );
}
