/**
 * Sim-only order states that count as finished: cancelled, failed, activated, terminated (SPEC §4). Unfinished
 * sim-only orders come first in the order list. A module of its own, so the app's sign-in chunk and the order list take only this.
 */
export const FINISHED_SIM_ONLY_STATES: readonly string[] = ['CAN', 'OFL', 'TSU', 'TFL'];

/** The order type of a sim-only order (order_type), which the finished states above are about. */
export const SIM_ONLY = 'SIM_ONLY';
