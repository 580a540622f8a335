import { useState } from 'react';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { accessToken, userDetails } from '../../auth/session-store';
import type { PayMethod } from './payment-actors';

/** A saved card as the gateway lists it (a token: brand, last four, expiry; never the number). */
export interface SavedCardOption {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiry: string;
  readonly isDefault?: boolean;
}

/** The signed-in customer's saved cards, the default first ([] for a visitor, and until they load). */
export function useSavedCards(): readonly SavedCardOption[] {
  const customerId = accessToken() ? userDetails()?.external_id ?? '' : '';
  const saved = useEndpointQuery('GET_SAVED_PAYMENT_METHODS', { params: { customer_id: customerId } }, { enabled: customerId !== '' });
  if (!customerId) return [];
  return [...(saved.data ?? [])].sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)));
}

/** The way a page pays: the method, and which saved card when it is one; `key` changes with either. */
export interface PayMethodChoice {
  readonly method: PayMethod;
  readonly savedPaymentMethodId?: string;
  readonly key: string;
  readonly cards: readonly SavedCardOption[];
  choose(method: PayMethod, savedPaymentMethodId?: string): void;
}

/**
 * How a recharge, bundle or fee is paid (issue 44 parts 4 and 5): what the customer chose while it is still offered;
 * unchosen, the line's airtime when it covers the charge (`airtime`), else their default saved card (one tap), else a
 * card typed in. A saved card removed elsewhere is no longer chosen.
 */
export function usePayMethod(airtime = false): PayMethodChoice {
  const cards = useSavedCards();
  const [asked, setAsked] = useState<{ method: PayMethod; cardId?: string } | null>(null);
  const offered = (m: { method: PayMethod; cardId?: string } | null) =>
    m !== null && (m.method === 'AIRTIME' ? airtime : m.method === 'SAVED_CARD' ? cards.some((c) => c.id === m.cardId) : true);
  const fallback: { method: PayMethod; cardId?: string } = airtime ? { method: 'AIRTIME' } : cards[0] ? { method: 'SAVED_CARD', cardId: cards[0].id } : { method: 'CARD' };
  const chosen = offered(asked) ? asked! : fallback;
  return {
    method: chosen.method,
    ...(chosen.cardId ? { savedPaymentMethodId: chosen.cardId } : {}),
    key: `${chosen.method}:${chosen.cardId ?? ''}`,
    cards,
    choose: (method, cardId) => setAsked({ method, ...(cardId ? { cardId } : {}) }),
  };
}
