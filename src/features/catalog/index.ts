/**
 * The catalog feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { Price, StepActions } from './catalog-parts';
export { AllowanceValue, PlanCard } from './plan-card';
export { planCardMessages } from './plan-card-messages';
export { PLAN_FILTERS, filterIdOf } from './plan-list';
export type { Plan } from './plan-list';
