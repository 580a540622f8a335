/**
 * The profile feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { AccountNav } from './account-nav';
export { Day, UsageBars } from './usage-view';
export { homeMessages } from './home-messages';
