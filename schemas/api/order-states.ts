/**
 * Sim-only order states that count as finished: cancelled, failed, activated, terminated (SPEC §4). Unfinished
 * sim-only orders come first in the order list. A module of its own, so the app's sign-in chunk takes only this.
 */
export const FINISHED_SIM_ONLY_STATES: readonly string[] = ['CAN', 'OFL', 'TSU', 'TFL'];
