/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/*.schema.json. Regenerate with `npm run gen`.
 */
import type { AccountDetailsContext } from './account-details';
import type { AuthHandoffContext } from './auth-handoff';
import type { CancelPortinContext } from './cancel-portin';
import type { CardUpdateContext } from './card-update';
import type { ChatStartContext } from './chat-start';
import type { CnicLineReportContext } from './cnic-line-report';
import type { EmailChangeContext } from './email-change';
import type { FlagContextContext } from './flag-context';
import type { GuestVerificationContext } from './guest-verification';
import type { LoyaltyRedeemContext } from './loyalty-redeem';
import type { ManualEkycSubmitContext } from './manual-ekyc-submit';
import type { OtpTimerContext } from './otp-timer';
import type { PaylinkContext } from './paylink';
import type { PaymentContext } from './payment';
import type { PlanSwitchConfirmContext } from './plan-switch-confirm';
import type { RetailStoreContext } from './retail-store';
import type { ServiceRequestCancelContext } from './service-request-cancel';
import type { SimActivationContext } from './sim-activation';
import type { TerminationDecisionContext } from './termination-decision';
import type { WalletReturnContext } from './wallet-return';

/** Each machine journey's context (journeys/<id>.json `context`), by journey id. */
export interface JourneyContexts {
  'account-details': AccountDetailsContext;
  'auth-handoff': AuthHandoffContext;
  'cancel-portin': CancelPortinContext;
  'card-update': CardUpdateContext;
  'chat-start': ChatStartContext;
  'cnic-line-report': CnicLineReportContext;
  'email-change': EmailChangeContext;
  'flag-context': FlagContextContext;
  'guest-verification': GuestVerificationContext;
  'loyalty-redeem': LoyaltyRedeemContext;
  'manual-ekyc-submit': ManualEkycSubmitContext;
  'otp-timer': OtpTimerContext;
  'paylink': PaylinkContext;
  'payment': PaymentContext;
  'plan-switch-confirm': PlanSwitchConfirmContext;
  'retail-store': RetailStoreContext;
  'service-request-cancel': ServiceRequestCancelContext;
  'sim-activation': SimActivationContext;
  'termination-decision': TerminationDecisionContext;
  'wallet-return': WalletReturnContext;
}
