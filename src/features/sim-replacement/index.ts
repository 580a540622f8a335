/**
 * The SIM replacement feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file: a module it loads lazily is a loader here, so no feature names another's
 * inner files, even in an import() (the code split stays: the loader is all the index holds of it).
 */
/** A service request's payment result (SR-…), loaded by the payment result page. */
export const loadRequestPaymentResult = () => import('./request-payment-result');
