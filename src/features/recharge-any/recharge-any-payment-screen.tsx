import { useSearch } from 'wouter';
import { useChildJourney, type ScreenProps } from '../../../renderer';
import { journeyData } from '../../journey/journey-data';
import { Loading } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { checkoutMessages } from '../checkout';
import { ChosenMethodPayment } from '../payment';
import { Num } from '../lines';
import { rechargeAnyMessages } from './messages';
import { MessageText } from '../../ui/message-text';
import { RechargePage, withWords } from './recharge-any-parts';

/**
 * The recharge's payment step, a module of its own: the number step (/recharge, where a visit starts) does not load
 * the payment's panel, card form and words (issue 47). The payment's words come with this journey's.
 */
const messages = { en: { ...checkoutMessages.en, ...rechargeAnyMessages.en }, ur: { ...checkoutMessages.ur, ...rechargeAnyMessages.ur } };

/** Step 2 (/recharge/pay): what is paid and what it gives, then the one payment machine (a saved card in one tap). */
function PaymentStep({ snapshot, send }: ScreenProps) {
  const price = usePrice();
  const saved = journeyData('recharge-any', snapshot);
  const payment = useChildJourney(snapshot, 'payment');
  const failed = new URLSearchParams(useSearch()).get('status') === 'failed';
  const amount = price(saved.amount ?? 0);
  return (
    <RechargePage titleId="ra_pay_title">
      <MessageText id="ra_pay_summary" values={{ number: <Num msisdn={saved.number ?? ''} />, amount: <Ltr text={amount} />, balance: <Ltr text={price(saved.balanceAdded ?? 0)} /> }} data-testid="recharge-summary" />
      {failed && (
        <MessageText id="ra_pay_failed" role="alert" className="alert alert-danger" />
      )}
      {!payment ? (
        <Loading />
      ) : (
        <ChosenMethodPayment payment={payment} name="ra-method" amount={amount} canStart={Boolean(saved.topupId)} onBack={() => send({ type: 'BACK' })} backLabelId="ra_change" />
      )}
    </RechargePage>
  );
}

export default withWords(messages, PaymentStep);
