import { lazy, Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

import { formatPrice } from '../../i18n/format';
import { useFormatSettings } from '../../i18n/format-context';
import { Ltr, Points, useLanguage } from './loyalty-parts';
import { textIn, useMember, type Product } from './loyalty-queries';
import { unavailableReason } from './product-card';
import { useRedeemMachine } from './use-redeem';
import { REDEMPTION_REFUSAL_CODES } from '../../../engine/behaviours/redemption';
import { MessageLink, MessageText } from '../../ui/message-text';

// The QR encoder (3.6 KiB br) loads when a voucher with a QR code is shown, not with every reward's page (issue 47).
const VoucherQr = lazy(() => import('./voucher-qr').then((m) => ({ default: m.VoucherQr })));

/** Words for a refusal code of the gateway (schemas/api/loyalty.ts). */
const refusalId = (code: string) => (REDEMPTION_REFUSAL_CODES.has(code) ? `ly_err_${code}` : 'ly_request_failed');

type Machine = ReturnType<typeof useRedeemMachine>;

/**
 * The redeem / buy part of an open reward, driven by journeys/loyalty-redeem.json; the view only renders its state.
 * Focus follows the state, so a keyboard user is never left on a button that went away.
 */
export function RedeemPanel({ product, customerId }: { product: Product; customerId: string }) {
  const machine = useRedeemMachine();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || box.contains(document.activeElement)) return;
    (box.querySelector<HTMLElement>('[data-autofocus]') ?? box).focus();
  }, [machine.state]);
  return (
    <div ref={ref} tabIndex={-1} className="loyalty-redeem">
      <RedeemBody product={product} customerId={customerId} machine={machine} />
    </div>
  );
}

function RedeemBody({ product, customerId, machine }: { product: Product; customerId: string; machine: Machine }) {
  const language = useLanguage();
  const settings = useFormatSettings();
  const { query: member, notMember } = useMember(customerId);
  const { actor, state, snapshot } = machine;
  const ctx = snapshot.context;
  const name = textIn(product.names, product.name, language);
  const price = product.price ? formatPrice(product.price, settings) : undefined;
  const balance = member.data?.points;
  const missing = balance !== undefined ? Math.max(0, product.points - balance) : 0;
  const reason = unavailableReason(product);

  if (notMember) {
    return (
      <p>
        <MessageLink href="/loyalty/no-account" id="ly_err_4224104" />
      </p>
    );
  }
  if (state === 'choosing') {
    return (
      <div className="stack">
        {reason ? (
          <p id="redeem-why" className="alert alert-info">
            <FormattedMessage id={reason} />
          </p>
        ) : missing > 0 ? (
          <p id="redeem-why" className="alert alert-info" data-testid="missing-points">
            <FormattedMessage id="ly_missing_points" values={{ points: <Points value={missing} /> }} />
          </p>
        ) : null}
        <div className="loyalty-actions">
          <button
            type="button"
            data-autofocus
            disabled={balance === undefined || missing > 0 || Boolean(reason)}
            aria-describedby={reason || missing > 0 ? 'redeem-why' : undefined}
            onClick={() => actor.send({ type: 'REDEEM', productId: product.id })}
          >
            {/* One element each: in a flex button the sentence's parts would stand side by side as columns once it wraps. */}
            <span>
              <FormattedMessage id="ly_redeem" values={{ points: <Points value={product.points} /> }} />
            </span>
          </button>
          {price ? (
            <button type="button" className="secondary" disabled={Boolean(reason)} aria-describedby={reason ? 'redeem-why' : 'buy-note'} onClick={() => actor.send({ type: 'BUY', productId: product.id })}>
              <span>
                <FormattedMessage id="ly_buy" values={{ price: <Ltr>{price}</Ltr> }} />
              </span>
            </button>
          ) : null}
        </div>
        {price ? (
          <p id="buy-note" className="hint">
            <FormattedMessage id="ly_buy_note" />
          </p>
        ) : null}
      </div>
    );
  }
  if (state === 'confirming') {
    return (
      <div className="stack" role="group" aria-labelledby="confirm-title">
        <h3 id="confirm-title">
          <FormattedMessage id="ly_confirm_title" />
        </h3>
        <p>
          {ctx.mode === 'buy' ? (
            <FormattedMessage id="ly_confirm_buy" values={{ name, price: <Ltr>{price}</Ltr> }} />
          ) : (
            <FormattedMessage id="ly_confirm_redeem" values={{ name, points: <Points value={product.points} /> }} />
          )}
        </p>
        <div className="loyalty-actions">
          <button type="button" data-autofocus onClick={() => actor.send({ type: 'CONFIRM' })}>
            <FormattedMessage id="ly_confirm_yes" />
          </button>
          <button type="button" className="secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
            <FormattedMessage id="ly_cancel" />
          </button>
        </div>
      </div>
    );
  }
  if (snapshot.hasTag('busy')) {
    return (
      <p role="status" className="loyalty-working" aria-live="polite">
        <span className="spinner loyalty-spinner" aria-hidden="true" />
        <FormattedMessage id={snapshot.hasTag('processing') ? 'ly_processing' : 'ly_working'} />
      </p>
    );
  }
  if (state === 'succeeded') {
    const code = ctx.result?.voucherCode ?? '';
    return (
      <div className="stack alert alert-success" role="status" data-testid="redeem-success">
        <h3>
          <FormattedMessage id="ly_success_title" />
        </h3>
        {/* A data or minutes reward is added to the line (no code); anything else is a voucher with its code. */}
        {!code && (product.category === 'data' || product.category === 'minutes') ? (
          <MessageText id="ly_success_on_line" />
        ) : null}
        {code ? (
          <p>
            <FormattedMessage id="ly_voucher_code" />:{' '}
            <Ltr className="loyalty-code">
              <span data-testid="voucher-code">{code}</span>
            </Ltr>
          </p>
        ) : null}
        {ctx.result?.qrPayload ? (
          <Suspense fallback={null}>
            <VoucherQr payload={ctx.result.qrPayload} code={code} />
          </Suspense>
        ) : null}
        {balance !== undefined ? (
          <MessageText id="ly_new_balance" values={{ points: <Points value={balance} /> }} />
        ) : null}
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className="stack alert alert-danger" role="alert">
        <MessageText id="ly_failed_title" />
        <MessageText id="ly_failed_points" values={{ points: <Points value={ctx.result?.pointsReturned ?? product.points} /> }} />
      </div>
    );
  }
  if (state === 'stillProcessing') {
    return (
      <div className="stack alert alert-info" role="status" data-testid="redeem-still-processing">
        <MessageText id="ly_still_processing" />
        <MessageLink href="/loyalty/point-history" id="ly_see_history" />
      </div>
    );
  }
  const code = ctx.error?.code ?? '';
  return (
    <div className="stack alert alert-danger" role="alert" data-testid="redeem-refused">
      <MessageText id={refusalId(code)} />
      {code === '4224101' && missing > 0 ? (
        <MessageText id="ly_missing_points" values={{ points: <Points value={missing} /> }} />
      ) : null}
      <div className="loyalty-actions">
        {state === 'requestFailed' ? (
          <button type="button" onClick={() => actor.send({ type: 'RETRY' })}>
            <FormattedMessage id="ly_retry" />
          </button>
        ) : null}
        <button type="button" className="secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
          <FormattedMessage id="ly_cancel" />
        </button>
      </div>
    </div>
  );
}
