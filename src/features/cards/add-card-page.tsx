import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useApi } from '../../api/api-context';
import { addPaymentMethod } from './card-calls';
import { resolveRedirect } from '../../routes/redirect-resolver';
import { CardForm } from '../payment';
import type { CardValues } from '../payment';
import { checkoutMessages } from '../checkout';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, Outcome } from '../account';
import { cardPageMessages } from './card-page-messages';
import { currentPage, keepForSignIn } from '../account';
import { useKeptDraft } from '../../auth/kept-drafts';
import { customerIdOf } from './use-cards';
import { endpointQueryKey } from '../../api/queries';

const PATH = '/manage/add-payment-method-form';

function AddCard() {
  const intl = useIntl();
  const api = useApi();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const back = resolveRedirect(new URLSearchParams(useSearch()).get('redirect')) ?? '/profile/saved-payment-methods';
  // Only what the customer typed before their session ended in this tab (memory only, never storage).
  const initial = useKeptDraft<Partial<CardValues>>(PATH);
  const add = useMutation({
    // The number goes only to the payment provider's save call; brand, last four and expiry come back.
    mutationFn: addPaymentMethod(api, customerIdOf),
    onSuccess: (cards) => {
      queries.setQueryData(endpointQueryKey('GET_SAVED_PAYMENT_METHODS', { params: { customer_id: customerIdOf() } }), cards);
      navigate(back);
    },
    onMutate: () => ({ here: currentPage() }),
    onError: (error, card, started) => {
      keepForSignIn(error, { ...card }, started?.here ?? PATH, (to) => navigate(to, { replace: true }));
    },
  });
  return (
    <div className="card stack">
      <CardForm busy={add.isPending} payLabel={intl.formatMessage({ id: add.isPending ? 'saving' : 'card_save' })} onPay={(card) => add.mutate(card)} noteId="card_save_note" {...(initial ? { initial } : {})} />
      {add.isError && <Outcome kind="danger" messageId={(add.error as { status?: number }).status === 400 ? 'card_refused' : 'save_failed_kept'} />}
      <p>
        <a href={back} onClick={(e) => { e.preventDefault(); navigate(back); }}>
          <FormattedMessage id="cancel" />
        </a>
      </p>
    </div>
  );
}

/** /manage/add-payment-method-form: save a card with the purchase's card rules (SPEC §5), reused from checkout. */
export default function AddCardPage() {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <ScreenMessages messages={cardPageMessages}>
        <AccountPage titleId="card_add_title">
          <AddCard />
        </AccountPage>
      </ScreenMessages>
    </ScreenMessages>
  );
}
