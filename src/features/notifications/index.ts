/**
 * The notifications feature's public face (issue 45 part 3): what other features use of it. Another feature imports
 * only this file, or loads one of its modules lazily with import() (the header loads ./bell).
 */
export { notificationMessages } from './messages';
export { INBOX_PATH, notificationHref, notificationTextIds } from './notification-view';
