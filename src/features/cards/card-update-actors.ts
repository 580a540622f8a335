import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';


/**
 * The actors of journeys/card-update.json: a code to the account's email, its check (which answers a
 * verification id good for 10 minutes), then the replacement of the card behind the plan renewals.
 */
export function createCardUpdateActors(call: ApiClient['call']) {
  return {
    requestCardCode: fromPromise<{ requestId: string; expiresIn: number }, ActorInput<'requestCardCode'>>(async () => call('REQUEST_UPDATE_CARD_OTP')),
    verifyCardCode: fromPromise<{ verificationId: string }, ActorInput<'verifyCardCode'>>(async ({ input }) =>
      call('VERIFY_UPDATE_CARD_OTP', { body: { requestId: String(input.context.requestId ?? ''), otpCode: String(input.event.code ?? '') } })),
    replaceSubscriptionCard: fromPromise<{ paymentMethodId: string; brand: string; last4: string }, ActorInput<'replaceSubscriptionCard'>>(async ({ input }) => {
      const result = (input.context.result ?? {}) as { verificationId?: string };
      return call('UPDATE_SUBSCRIPTION_CARD', { body: { verificationId: String(result.verificationId ?? ''), paymentMethodId: String(input.event.paymentMethodId ?? '') } });
    }),
  };
}
