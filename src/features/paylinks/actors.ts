import type { ApiClient } from '../../api/api-client';
import { createPaylinkActors, createWalletReturnActors, type Paylink } from './paylink-actors';

/**
 * The work of journeys/paylink.json (loadPaylink) and wallet-return.json (checkWalletReturn), on the gateway. The
 * link's id and the wallet's references come in the actor's input (inputs paylinkToLoad, walletReturnToCheck).
 */
export function paylinkActors(api: ApiClient) {
  return {
    ...createPaylinkActors(async (id) => (await api.call('GET_PAYLINK', { params: { paylink_id: id } })) as Paylink),
    ...createWalletReturnActors({
      transactionStatus: async (id) => api.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: id } }),
      orderPaymentStatus: async (ref) => String((await api.call('GET_ORDER', { params: { orderReference: ref } })).paymentStatus ?? 'NOT_INITIATED'),
    }),
  };
}
