/**
 * The details feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { AddressDetailsPage } from './address-details-page';
export { FALLBACK_SETTINGS, apiDetailsSource, useAppDetailsSource } from './details-calls';
export type { DetailsSettings, DetailsSource } from './details-calls';
export { readTextValues, textValuesOf } from './journey-data';
export { detailsMessages } from './messages';
export { choiceMessages } from './choice-messages';
export { PersonalDetailsPage } from './personal-details-page';
export { SlotPicker } from './slot-picker';
export { useLoaded } from './use-loaded';
export type { Loaded } from './use-loaded';
export { personalInitialValues, dobFieldValue } from './personal-prefill';
