import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { checkoutMessages } from '../checkout';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { cardPageMessages } from './card-page-messages';
import { codeErrorMessage } from '../account';
import { AccountNav } from '../profile';
import { CardSummary, DeleteCardButton, useCardName } from './card-parts';
import { useCards } from './use-cards';
import { MessageLink, MessageText } from '../../ui/message-text';

/** A refused card change in customer words; anything unexpected keeps the page and asks to try again. */
const failureMessage = (error: unknown) => {
  const id = codeErrorMessage((error as { code?: unknown }).code);
  return id === 'something_wrong' ? 'save_failed_kept' : id;
};

function SavedCards() {
  const intl = useIntl();
  const name = useCardName();
  const { list, cards, makeDefault, remove } = useCards();
  const busy = makeDefault.isPending || remove.isPending;
  const failed = makeDefault.error ?? remove.error;
  if (list.isPending) return <Skeletons count={3} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  return (
    <div className="stack">
      <div aria-live="polite">
        {makeDefault.isSuccess && <Outcome kind="success" messageId="card_default_saved" />}
        {remove.isSuccess && <Outcome kind="success" messageId="card_deleted" />}
      </div>
      {failed && <Outcome kind="danger" messageId={failureMessage(failed)} />}
      {cards.length === 0 ? (
        <MessageText id="cards_empty" className="card" />
      ) : (
        <ul className="stack account-list" aria-label={intl.formatMessage({ id: 'cards_list_label' })}>
          {cards.map((card) => (
            <li key={card.id} className="card account-card-row">
              <Link href={`/profile/payment-method?id=${encodeURIComponent(card.id)}`}>
                <CardSummary card={card} />
              </Link>
              <div className="account-actions">
                {!card.isDefault && (
                  <button type="button" className="secondary" disabled={busy} aria-label={intl.formatMessage({ id: 'card_make_default_named' }, { card: name(card) })}
                    onClick={() => makeDefault.mutate(card.id)}>
                    <FormattedMessage id="card_make_default" />
                  </button>
                )}
                <DeleteCardButton card={card} busy={busy} onDelete={() => remove.mutate(card.id)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="account-actions">
        <MessageLink href="/manage/add-payment-method-form" id="card_add" />
        {cards.length > 0 && (
          <MessageLink href="/manage/update-card/verify" id="card_update_subscription" />
        )}
      </div>
    </div>
  );
}

/** /profile/saved-payment-methods: the saved cards, set default, delete with confirmation (issue 10). */
export default function SavedCardsPage() {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <ScreenMessages messages={cardPageMessages}>
        <AccountPage titleId="cards_title" leadId="cards_lead">
          <AccountNav current="/profile/saved-payment-methods" />
          <SavedCards />
        </AccountPage>
      </ScreenMessages>
    </ScreenMessages>
  );
}
