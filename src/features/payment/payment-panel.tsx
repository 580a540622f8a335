import { useEffect, useRef } from 'react';
import { accessToken, userDetails } from '../../auth/session-store';
import { FormattedMessage } from 'react-intl';
import type { JourneyContexts, JourneySnapshot } from '../../../engine';
import type { PayMethod } from './payment-actors';
import { CardForm } from './card-form';
import { holdCardToSave } from './card-to-save';
import { WalletForm } from './wallet-form';
import { WalletPending } from './wallet-pending';
import { LoadProblem, Loading } from '../../ui/feedback';
import { withTapRender } from '../../render-schedule';

type Wallet = 'EASYPAISA' | 'JAZZCASH';
const isWallet = (m: PayMethod): m is Wallet => m === 'EASYPAISA' || m === 'JAZZCASH';

/** The message each problem state of journeys/payment.json shows (checkout messages, English and Urdu). */
export const PROBLEM_MESSAGE: Readonly<Record<string, string>> = {
  failed: 'pay_failed',
  declined: 'wallet_declined',
  kycRefused: 'kyc_submit_failed',
  kycMissing: 'kyc_missing',
  numberTaken: 'number_unavailable',
  notPayable: 'order_not_payable',
  providerPageRefused: 'payment_page_refused',
};

/** A way out of a problem the payment cannot fix by itself (e.g. choose another number). */
export interface Recovery {
  readonly labelId: string;
  readonly onClick: () => void;
}

export interface PaymentPanelProps {
  /** The payment machine's snapshot and its send (usePaymentMachine). */
  readonly snapshot: JourneySnapshot<JourneyContexts['payment']>;
  readonly send: (event: { type: string; [k: string]: unknown }) => void;
  readonly method: PayMethod;
  readonly savedPaymentMethodId?: string;
  /** "Pay Rs 1,234"; `canStart` is false until the amount is known. */
  readonly payLabel: string;
  readonly canStart: boolean;
  readonly recover?: Partial<Record<'numberTaken' | 'kycMissing', Recovery>>;
  /** For a page that runs the machine itself; a wizard step hosting payment.json moves on by its JSON when paid. */
  readonly onPaid?: () => void;
  readonly onBack?: () => void;
  /** What Back says: where it goes (the purchase's Back returns to the payment methods). */
  readonly backLabelId?: string;
  /** The number the customer gave (the purchase's contact number): the wallet number field starts with it. */
  readonly knownNumber?: string;
  /** Offers a signed-in customer "Save this card" on the card form (issue 44 part 5): what the payment pays allows it. */
  readonly offerSaveCard?: boolean;
}

/** The signed-in customer's contact number from the stored user details ('' for a visitor). */
function signedInNumber(): string {
  const phone = (userDetails()?.telco_info as { phone_no?: unknown } | undefined)?.phone_no;
  return typeof phone === 'string' ? phone : '';
}

/**
 * The view of journeys/payment.json: maps its states to the card or wallet form, the wallet wait and the
 * problems, and turns the customer's clicks into PAY and CHECK_AGAIN. It holds no flow of its own.
 */
export function PaymentPanel({ snapshot, send, method, savedPaymentMethodId, payLabel, canStart, recover, onPaid, onBack, backLabelId = 'change_method', knownNumber, offerSaveCard = false }: PaymentPanelProps) {
  const state = String(snapshot.value);
  const context = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const canPay = snapshot.hasTag('canPay') && canStart;
  const settled = useRef(false);
  // The card to save lives only while this panel is on the page (card-to-save.ts).
  useEffect(() => () => holdCardToSave(undefined), []);
  useEffect(() => {
    if (settled.current) return;
    if (state === 'paid' && onPaid) {
      settled.current = true;
      onPaid();
    }
  }, [state, onPaid]);

  // Pay reaches the payment journey once the tap's own frame is painted: what it starts (the payable, the provider's
  // call) is the next screen's work, not the tap's (issue 47; src/render-schedule.ts).
  const pay = (walletNumber?: string) =>
    withTapRender(() => send({ type: 'PAY', method, ...(walletNumber ? { walletNumber } : {}), ...(savedPaymentMethodId ? { savedPaymentMethodId } : {}) }));
  const problem = PROBLEM_MESSAGE[state];
  const recovery = recover?.[state as 'numberTaken' | 'kycMissing'];

  return (
    <div className="payment-panel stack">
      {snapshot.hasTag('walletPending') && isWallet(method) ? (
        <WalletPending
          method={method}
          walletNumber={context.walletNumber ?? ''}
          approvalUrl={context.payment?.redirectUrl ?? ''}
          stillPending={snapshot.hasTag('stillPending')}
          checking={snapshot.hasTag('checking')}
          onCheckAgain={() => send({ type: 'CHECK_AGAIN' })}
        />
      ) : isWallet(method) ? (
        <WalletForm method={method} busy={!canPay} payLabel={payLabel} onPay={(n) => pay(n)} initial={context.walletNumber || knownNumber || signedInNumber()} />
      ) : method === 'SAVED_CARD' || method === 'AIRTIME' ? (
        <form onSubmit={(e) => { e.preventDefault(); pay(); }}>
          <button type="submit" className="primary" disabled={!canPay}>
            {payLabel}
          </button>
        </form>
      ) : (
        <CardForm
          busy={!canPay}
          payLabel={payLabel}
          offerSave={offerSaveCard && Boolean(accessToken() && userDetails())}
          onPay={(card, save) => {
            holdCardToSave(save ? card : undefined);
            pay();
          }}
        />
      )}
      {busy && <Loading id="paying" />}
      {problem && (
        <LoadProblem messageId={problem} retryId={recovery?.labelId} onRetry={recovery?.onClick} />
      )}
      {onBack && !snapshot.hasTag('walletPending') && (
        <div className="actions">
          <button type="button" className="secondary" onClick={onBack} disabled={busy}>
            <FormattedMessage id={backLabelId} />
          </button>
        </div>
      )}
    </div>
  );
}
