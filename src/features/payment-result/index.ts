/**
 * The payment result feature's public face (docs/decisions, one feature one folder): the one page of every payable's
 * result (a purchase, a service request, a rescheduled delivery, a paylink). It sits above checkout, sim-replacement
 * and reschedule, whose result parts it loads, so no feature below it loads it back (no arrow back up in src).
 * Another feature imports only this file: a module it loads lazily is a loader here, so no feature names another's
 * inner files, even in an import() (the code split stays: the loader is all the index holds of it).
 */
/** The page, loaded by the route table and by a paylink's receipt. */
export const loadPaymentResultPage = () => import('./payment-result-page');
