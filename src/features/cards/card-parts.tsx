import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '../../ui/price';
import { ConfirmDialog } from '../account';
import type { SavedCard } from './use-cards';

/** '{brand} ending in {last4}, expires {expiry}' in the customer's language. */
export function useCardName(): (card: SavedCard) => string {
  const intl = useIntl();
  return (card) => intl.formatMessage({ id: 'saved_card' }, { brand: intl.formatMessage({ id: `brand_${card.brand}` }), last4: card.last4, expiry: card.expiry });
}

/** A card's line: brand, last four digits, expiry, and its default / plan-renewal badges. */
export function CardSummary({ card }: { card: SavedCard }) {
  const intl = useIntl();
  return (
    <span>
      <FormattedMessage id="card_line" values={{ brand: intl.formatMessage({ id: `brand_${card.brand}` }), last4: <Ltr text={card.last4} />, expiry: <Ltr text={card.expiry} /> }} />
      {card.isDefault && (
        <>
          {' '}
          <span className="badge">
            <FormattedMessage id="card_default" />
          </span>
        </>
      )}
      {card.subscription && (
        <>
          {' '}
          <span className="badge">
            <FormattedMessage id="card_subscription" />
          </span>
        </>
      )}
    </span>
  );
}

/** Delete, asked once: nothing is sent until the customer confirms. */
export function DeleteCardButton({ card, busy, onDelete }: { card: SavedCard; busy: boolean; onDelete: () => void }) {
  const name = useCardName();
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="secondary" disabled={busy} aria-label={intl.formatMessage({ id: 'card_delete_named' }, { card: name(card) })} onClick={() => setAsking(true)}>
        <FormattedMessage id="card_delete" />
      </button>
      {asking && (
        <ConfirmDialog
          titleId="card_delete_title"
          messageId="card_delete_message"
          messageValues={{ card: name(card) }}
          confirmId="card_delete"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onDelete();
          }}
        />
      )}
    </>
  );
}
