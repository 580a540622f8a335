/**
 * The stores feature's public face (docs/decisions, one feature one folder): the contact page's store finder.
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { StoreFinder } from './store-finder';
