/**
 * The numbers-on-my-CNIC feature's public face (issue 45 part 7): what other features use of it. Another feature
 * imports only this file, or loads one of its modules lazily with import().
 */
export { cnicLinesMessages } from './messages';
export const CNIC_LINES_PATH = '/profile/cnic-lines';
