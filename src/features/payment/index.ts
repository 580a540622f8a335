/**
 * The payment feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { MethodChoice } from './method-choice';
export { usePayMethod, useSavedCards, type PayMethodChoice, type SavedCardOption } from './pay-method';
export { choiceOf, createPaymentActors, existingPayablePorts, paymentKeyHeader, paymentRequestBody, paymentRequestPorts, returnUrls } from './payment-actors';
export type { PaymentPorts, PayMethod, StartedPayment } from './payment-actors';
export { PaymentPanel, type Recovery } from './payment-panel';
export { RequestPayment } from './request-payment';
export { ChosenMethodPayment } from './chosen-method-payment';
export { useOrderCardPayment } from './use-order-card-payment';
export { usePaymentMachine } from './use-payment-machine';
export { CardForm } from './card-form';
export { WalletForm } from './wallet-form';
export { WalletPending } from './wallet-pending';
export type { PaymentMethodId } from './payment-method';
export type { CardValues } from './card-entry';
