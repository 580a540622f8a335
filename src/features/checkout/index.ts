/**
 * The checkout feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file: a module it loads lazily is a loader here, so no feature names another's
 * inner files, even in an import() (the code split stays: the loader is all the index holds of it).
 */
export { numberTypeOf } from './checkout-data';
export type { NumberType, OnboardingData, SimType } from './checkout-data';
export { esimActivationOf } from './esim-activation';
export { orderItemMessages } from './item-messages';
export { checkoutMessages } from './messages';
export { cardBrandMessages } from './card-brand-messages';
export { ADDRESS_FIELDS } from './address-fields';
export { orderRefOf, resultRouteOf } from './payment-result';
export { loadLastOrder } from './last-order';
export { summaryLines } from './preview-lines';
export type { OrderPreview } from './preview-lines';
export { ItemText, PreviewTable } from './preview-table';
export { OrderFacts } from './order-facts';
export { resultMessages } from './result-messages';
/** An eSIM's activation code and QR, loaded only with an eSIM order's success. */
export const loadEsimActivationView = () => import('./esim-activation-view');
