import { FormattedMessage } from 'react-intl';

/** The Pay button; while its code loads, the same button, disabled, holds its place. */
export function PayButton({ onClick, disabled }: { onClick?: () => void; disabled: boolean }) {
  return (
    <div className="actions">
      <button type="button" className="primary" onClick={onClick} disabled={disabled}>
        <FormattedMessage id="pending_order_pay" />
      </button>
    </div>
  );
}
