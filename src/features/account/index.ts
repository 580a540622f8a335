/**
 * The account feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { AccountPage, BackToAccount, ConfirmDialog, LoadFailed, Outcome, Skeletons } from './account-parts';
export { CodeEntry } from './code-entry';
export { codeErrorMessage, codeErrorOf } from './code-errors';
export { currentPage, keepForSignIn } from './kept-drafts';
export { accountMessages } from './messages';
export { accountPageMessages } from './account-page-messages';
export { accountFormMessages } from './account-form-messages';
export { accountPartsMessages } from './account-parts-messages';
export { cardMessages } from './card-messages';
export { orderStateMessage } from './order-list';
export { orderMessages } from './order-messages';
export { useOrderPages } from './order-pages';
export { OrderProgress, OrderStateWords } from './order-tracking';
export { BackToOrders } from './back-to-orders';
export { profileMessages } from './profile-messages';
