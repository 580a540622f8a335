import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { checkoutMessages } from '../checkout';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { cardPageMessages } from './card-page-messages';
import { AccountNav } from '../profile';
import { CardSummary, DeleteCardButton } from './card-parts';
import { useCards } from './use-cards';
import { MessageLink } from '../../ui/message-text';

function OneCard({ id }: { id: string }) {
  const { list, cards, makeDefault, remove } = useCards();
  if (list.isPending) return <Skeletons count={2} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (remove.isSuccess) {
    return (
      <div className="stack">
        <Outcome kind="success" messageId="card_deleted" />
        <MessageLink href="/profile/saved-payment-methods" id="cards_back" />
      </div>
    );
  }
  const card = cards.find((c) => c.id === id);
  if (!card) {
    return (
      <div className="stack">
        <Outcome kind="info" messageId="card_not_found" />
        <MessageLink href="/profile/saved-payment-methods" id="cards_back" />
      </div>
    );
  }
  const busy = makeDefault.isPending || remove.isPending;
  return (
    <div className="card stack">
      <p>
        <CardSummary card={card} />
      </p>
      <div aria-live="polite">{makeDefault.isSuccess && <Outcome kind="success" messageId="card_default_saved" />}</div>
      {(makeDefault.isError || remove.isError) && <Outcome kind="danger" messageId="save_failed_kept" />}
      <div className="account-actions">
        {!card.isDefault && (
          <button type="button" className="secondary" disabled={busy} onClick={() => makeDefault.mutate(card.id)}>
            <FormattedMessage id="card_make_default" />
          </button>
        )}
        <DeleteCardButton card={card} busy={busy} onDelete={() => remove.mutate(card.id)} />
      </div>
      <MessageLink href="/profile/saved-payment-methods" id="cards_back" />
    </div>
  );
}

/** /profile/payment-method?id=…: one saved card, with make default and delete. */
export default function PaymentMethodPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <ScreenMessages messages={checkoutMessages}>
      <ScreenMessages messages={cardPageMessages}>
        <AccountPage titleId="card_title" leadId="card_lead">
          <AccountNav current="/profile/payment-method" />
          <OneCard id={id} />
        </AccountPage>
      </ScreenMessages>
    </ScreenMessages>
  );
}
