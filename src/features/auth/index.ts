/**
 * The auth feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
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
