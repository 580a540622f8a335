/**
 * The lines feature's public face: what other features use of it (docs/decisions, one feature one folder).
 * Another feature imports only this file, or loads one of its modules lazily with import().
 */
export { LinePicker, LineSummary, ManagePage, NoLines, Num, useChosenLine } from './line-parts';
export { useConfirmedRequest } from './use-flow-machine';
export type { FlowError } from './use-flow-machine';
