/**
 * My subscriptions (issue 44 part 3): its page is a route page (src/pages/area-pages.ts), its stop journey's actors are
 * loaded by name (src/features/actors.ts) and its screens by the registry; other features link to
 * `/profile/subscriptions?number=…` and import nothing of it.
 */
export { subscriptionMessages } from './messages';
