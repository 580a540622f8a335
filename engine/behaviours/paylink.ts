import type { GuardImpl } from './types.ts';
import { errorCodeOf, outputOf } from './types.ts';

/**
 * Guards of journeys/paylink.json, wallet-return.json and retail-store.json (issue 12 parts 6 and 7). Everything else those
 * machines name (storeResult, recordError, the wallet poll count and interval) is shared with other machines.
 */
export function paylinkBehaviours(): { guards: Record<string, GuardImpl> } {
  return {
    guards: {
      /** GET_PAYLINK says the link is past its expiry and unpaid. */
      isPaylinkExpired: ({ event }) => outputOf(event).expired === true,
      isPaylinkPaid: ({ event }) => outputOf(event).paid === true || outputOf(event).status === 'SUCCESS',
      /** journeys/paylink.json: the address names a paylink to load (without one it is an unknown link). */
      hasPaylinkId: ({ context }) => typeof context.paylinkId === 'string' && context.paylinkId !== '',
      /** No such paylink (404), or an id that is not one: the same page as an expired one. */
      isPaylinkUnknownError: ({ event }) => ['NOT_FOUND', 'NO_PAYLINK_ID'].includes(errorCodeOf(event)),
      /** journeys/wallet-return.json: the wallet's return names an order or a payment (without either, nothing to check). */
      hasWalletReturnRef: ({ context }) => [context.orderRef, context.transactionId].some((ref) => typeof ref === 'string' && ref !== ''),
      /** The wallet returned without a reference the gateway knows: nothing to check. */
      isWalletReturnUnknownError: ({ event }) => ['NOT_FOUND', 'NO_ORDER_REF'].includes(errorCodeOf(event)),
      /** journeys/retail-store.json: the store id is missing, unknown (404) or the store is closed. */
      isRetailStoreUnknownError: ({ event }) => ['NOT_FOUND', 'NO_STORE_ID', 'STORE_INACTIVE'].includes(errorCodeOf(event)),
      /** journeys/retail-store.json: the address names a store to check (without one there is nothing to ask). */
      hasStoreId: ({ context }) => typeof context.storeId === 'string' && context.storeId !== '',
    },
  };
}
