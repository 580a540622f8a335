/**
 * The service-requests feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { openRequestOf, refusalReason, remedyOf } from './eligibility';
export { eligibilityMessages } from './eligibility-messages';
export { requestMessages } from './messages';
export { requestNames } from './request-names';
export { requestWords } from './request-words';
export { Timeline } from './request-parts';
export { portInPhase, portInTimeline, resumeStepOf, statusPathOf } from './request-view';
export type { ResumeStep, ServiceRequest } from './request-view';
