/**
 * The recharge-any feature's public face (issue 44 part 6): its journey's actors are loaded by name
 * (src/features/actors.ts), its screens by the registry (src/features/registry.ts) and its done page by the area
 * pages; other features link to `/recharge` and import only its words for that link.
 */
export { rechargeAnyMessages } from './messages';
