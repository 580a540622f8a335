import './form-page.css';
import { FormattedMessage } from 'react-intl';
import { useEndpointQuery } from '../api/use-endpoint-query';
import { formatPrice, priceFormatOf } from '../i18n/format';

/** A price formatter from the global config (SPEC §3 country_config; PKR until it loads). */
export function usePrice(): (amount: number) => string {
  const config = useEndpointQuery('GET_GLOBAL_CONFIG');
  const format = priceFormatOf(config.data);
  return (amount) => formatPrice(amount, format);
}

/** A price or number, always left to right (also inside Urdu text). */
export function Ltr({ text }: { text: string }) {
  return (
    <bdi dir="ltr" className={text.includes('@') ? 'ltr' : 'ltr nowrap'}>
      {text}
    </bdi>
  );
}

/** A polite loading note. */
export function Loading({ id = 'loading' }: { id?: string }) {
  return (
    <p role="status" className="checkout-status">
      <FormattedMessage id={id} />
    </p>
  );
}

/** A failure, announced, with a retry; what the customer entered stays. */
export function Problem({ messageId, values, onRetry }: { messageId: string; values?: Record<string, string>; onRetry?: () => void }) {
  return (
    <div role="alert" className="checkout-problem">
      <p>
        <FormattedMessage id={messageId} values={values} />
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          <FormattedMessage id="retry" />
        </button>
      )}
    </div>
  );
}

/** The error text of one field, referenced by the field's aria-describedby. */
export function FieldError({ id, messageId, values }: { id: string; messageId?: string; values?: Record<string, string | number> }) {
  if (!messageId) return null;
  return (
    <p id={id} className="field-error">
      <FormattedMessage id={messageId} values={values} />
    </p>
  );
}
