/**
 * The lost-SIM feature's public face (issue 45 part 6): its journey's actors are loaded by name
 * (src/features/actors.ts) and its screens by the registry (src/features/registry.ts); other features link to
 * `/manage/lost-sim?number=…` and import nothing of it.
 */
export { lostSimMessages } from './messages';
