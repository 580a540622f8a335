/**
 * The airtime feature's public face (issue 45 parts 4-5): balance share and the emergency advance. Their journeys'
 * actors are loaded by name (src/features/actors.ts) and their screens by the registry (src/features/registry.ts);
 * other features link to `/manage/balance-share?number=…` and `/manage/advance?number=…` and import nothing else.
 */
export { airtimeMessages } from './messages';
