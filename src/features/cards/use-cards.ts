import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { userDetails } from '../../auth/session-store';
import { endpointQueryKey } from '../../api/queries';

/** A saved card as the gateway lists it (only brand, last four digits and expiry; never the number). */
export interface SavedCard {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiry: string;
  readonly isDefault?: boolean;
  readonly subscription?: boolean;
}

/** The signed-in customer's id (the gateway refuses any other customer's cards). */
export const customerIdOf = () => userDetails()?.external_id ?? '';

/** The customer's saved cards, with set-default and delete that refresh the list from the gateway's answer. */
export function useCards() {
  const { call } = useApi();
  const queries = useQueryClient();
  const customer_id = customerIdOf();
  const key = endpointQueryKey('GET_SAVED_PAYMENT_METHODS', { params: { customer_id } });
  const list = useEndpointQuery('GET_SAVED_PAYMENT_METHODS', { params: { customer_id } }, { enabled: customer_id !== '' });
  const apply = (cards: unknown) => queries.setQueryData(key, cards);
  const makeDefault = useMutation({
    mutationFn: (id: string) => call('SET_DEFAULT_PAYMENT_METHOD', { params: { customer_id, payment_method_id: id } }),
    onSuccess: apply,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call('DELETE_PAYMENT_METHOD', { params: { customer_id }, query: { paymentMethodId: id } }),
    onSuccess: apply,
  });
  return { list, cards: (list.data ?? []) as SavedCard[], makeDefault, remove, customer_id };
}
