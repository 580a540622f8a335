/**
 * The auth feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file: a module it loads lazily is a loader here, so no feature names another's
 * inner files, even in an import() (the code split stays: the loader is all the index holds of it).
 */
export { ModalDialog } from './guest-verification/modal-dialog';
export { MessageWithTime, RetryTime } from './locked-until';
export { formatClock } from './otp-view';
export { CODE_PROGRESS } from './code-progress';
export { useCodeRequest } from './use-code-request';
export { authMessages } from './messages';
export { resumePathOf } from './pending-carts';
export { usePendingCarts, useSignedInOrLogin } from './use-pending-carts';
export { PendingCartsWait } from './pending-carts-wait';
/** The guest's email check, loaded when a purchase step opens it. */
export const loadGuestVerification = () => import('./guest-verification');
