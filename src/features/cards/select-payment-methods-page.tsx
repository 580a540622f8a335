import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';

import { checkoutMessages } from '../checkout';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { cardPageMessages } from './card-page-messages';
import { AccountNav } from '../profile';
import { CardSummary } from './card-parts';
import { useCards } from './use-cards';
import { ChoiceCard } from '../../ui/choice-cards';
import { MessageLink, MessageText } from '../../ui/message-text';

function ChooseCard() {
  const { list, cards, makeDefault } = useCards();
  const [chosen, setChosen] = useState<string | null>(null);
  if (list.isPending) return <Skeletons count={3} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const current = chosen ?? cards.find((c) => c.isDefault)?.id ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (current) makeDefault.mutate(current);
  };
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-busy={makeDefault.isPending}>
      <fieldset className="stack">
        <legend>
          <FormattedMessage id="select_card_legend" />
        </legend>
        {cards.length === 0 && (
          <MessageText id="cards_empty" />
        )}
        {cards.map((card) => (
          <ChoiceCard key={card.id} name="card" value={card.id} checked={current === card.id} onChange={() => { makeDefault.reset(); setChosen(card.id); }} label={<CardSummary card={card} />} />
        ))}
      </fieldset>
      <div aria-live="polite">{makeDefault.isSuccess && <Outcome kind="success" messageId="card_default_saved" />}</div>
      {makeDefault.isError && <Outcome kind="danger" messageId="save_failed_kept" />}
      <div className="account-actions">
        <button type="submit" disabled={!current || makeDefault.isPending} aria-describedby={current ? undefined : 'select-card-why'}>
          <FormattedMessage id="select_card_save" />
        </button>
        <MessageLink href="/manage/add-payment-method-form?redirect=%2Fprofile%2Fselect-payment-methods" id="card_add" />
      </div>
      {!current && (
        <p id="select-card-why" className="hint">
          <FormattedMessage id="select_card_why_disabled" />
        </p>
      )}
    </form>
  );
}

/** /profile/select-payment-methods: choose the card payments use first, or add one. */
export default function SelectPaymentMethodsPage() {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <ScreenMessages messages={cardPageMessages}>
        <AccountPage titleId="select_card_title">
          <AccountNav current="/profile/select-payment-methods" />
          <ChooseCard />
        </AccountPage>
      </ScreenMessages>
    </ScreenMessages>
  );
}
