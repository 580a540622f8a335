import { FormattedMessage } from 'react-intl';
import { DateText } from '../../ui/date-text';
import { Ltr } from '../../ui/price';
import type { Paylink } from './paylink-actors';
import { Fact } from '../../ui/message-text';

/**
 * What a paylink pays for, in the reader's language: an order's link that its maker gave no words of their own (the
 * gateway then describes it as "Order ORD-…", in English: gateway/payments/paylinks.ts; issue 46) as "Order ORD-…"
 * in our words, any other link as the description its maker wrote.
 */
export function PaylinkWhat({ paylink }: { paylink: Paylink }) {
  const gatewayWords = !paylink.description || paylink.description === `Order ${paylink.orderRef}`;
  if (paylink.orderRef && gatewayWords) return <FormattedMessage id="paylink_order" values={{ ref: <bdi dir="ltr">{paylink.orderRef}</bdi> }} />;
  return <>{paylink.description}</>;
}

/** What is paid, how much and until when: the facts of one paylink. */
export function PaylinkFacts({ paylink, price }: { paylink: Paylink; price: (n: number) => string }) {
  return (
    <dl className="paylink-facts card">
      <div>
        <Fact labelId={paylink.paid ? 'paylink_paid_for' : 'paylink_for'}>
          <PaylinkWhat paylink={paylink} />
        </Fact>
      </div>
      <div>
        <Fact labelId="paylink_amount" ddClassName="paylink-amount">
          <Ltr text={price(paylink.amount)} />
        </Fact>
      </div>
      <div>
        <Fact labelId="paylink_reference">
          <Ltr text={paylink.paylinkId} />
        </Fact>
      </div>
      {paylink.expiresAt !== undefined && !paylink.paid && (
        <div>
          <Fact labelId="paylink_valid_until">
            <DateText value={paylink.expiresAt} withTime />
          </Fact>
        </div>
      )}
    </dl>
  );
}

/** Reserves the facts' space while the link loads. */
export function PaylinkSkeleton() {
  return (
    <div className="stack" aria-hidden="true">
      <div className="skeleton" style={{ blockSize: '9rem' }} />
      <div className="skeleton" style={{ blockSize: '12rem' }} />
    </div>
  );
}
