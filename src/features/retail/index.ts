/**
 * The retail feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { orderChannel } from './retail-store';
export { retailMessages } from './messages';
