/**
 * The history feature's public face (issue 44 part 1): what other features use of it (docs/decisions, one feature one
 * folder). Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { historyMessages } from './messages';
