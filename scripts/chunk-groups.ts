/**
 * Which modules the build puts together in one chunk (Rolldown's `output.codeSplitting.groups`, issue 31).
 * Lighthouse's "script as transferred" counts each file's headers, and the bundler's own splitting cut a signed-in
 * page into 59 files, most under 1 KiB, by which lazy chunks shared which module. These groups make fewer, larger
 * files: the entry's own imports join the entry; XState with the journey engine, and TanStack Query, each come as one
 * chunk; the small pieces every page, the signed-in pages, the account pages and the journey pages load come as one
 * file each, and a wizard with its own area as one. None of the signed-in groups is on the landing route (the bench's
 * landing checks: packages that must load lazily, 70 KiB).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { behaviourGroupsOf, JOURNEY_OWNERS_MODULE, NORMALIZED_JOURNEY, NORMALIZED_JOURNEYS, readJourneys } from './journey-routes.ts';
import { normalizeJourney } from '../engine/normalize.ts';

/**
 * Files (from the project root) that every page loads, the landing included, each under 1 KiB. The help pages'
 * addresses (three constants) too: the FAQ block, the help and info pages and the header's ways on import them, and
 * alone they were a file of 0.1 KiB with its 0.3 KiB of headers on every step with a FAQ (issue 47). The info,
 * contact and not-found pages, which loaded that file and not this one, load 0.5 KiB more (about 50-61 KiB: far under
 * their budget); in the small parts' group (SMALL_UI) they brought the query cache to the landing (+4.7 KiB).
 */
export const EVERY_PAGE = ['src/i18n/screen-messages.tsx', 'src/ui/feedback.tsx', 'src/journey/journey-data.ts', 'src/shell/help-paths.ts'];
/**
 * The gate's session journey and its work, run without XState (engine/plain-machine.ts), which every signed-in page
 * starts before it can draw. Its XState actors (src/auth/actors.ts) stay with the engine, for the actor registry.
 */
export const SESSION_MACHINE = ['src/auth/session-journey.ts', 'src/auth/session-behaviours.ts', 'journeys/auth-handoff.json', 'src/auth/session-work.ts', 'engine/plain-machine.ts'];
/**
 * The header's bell (src/shell/header.tsx loads it for a signed-in customer, on every signed-in page) comes with the
 * gate's session chunk: it was a file of its own (0.7 KiB and its headers) on each of those pages (issue 47). The
 * session's chunk then imports the query hooks' chunk, which every page that shows the bell loads anyway.
 */
export const HEADER_BELL = ['src/shell/notification-bell.tsx'];
/**
 * The engine's modules that the gate's session journey runs on as well (its behaviour groups and the input mappers):
 * a chunk of their own, which the session's chunk and the engine's both load, so that a signed-in page loads neither
 * XState nor the engine's compiler (issue 47). The journeys come normalized from the build: the normalizer ships to no
 * page (scripts/journey-routes.ts).
 */
export const JOURNEY_CORE = [
  'engine/problem.ts',
  'engine/step-route.ts',
  'engine/content-screen.ts',
  'engine/behaviours/types.ts',
  'engine/behaviours/join.ts',
  'engine/behaviours/one-time-code.ts',
  'engine/behaviours/account-work.ts',
  'engine/behaviours/inputs.ts',
  'engine/behaviours/wizard-steps.ts',
  'engine/behaviours/manage-work.ts',
  'engine/behaviours/purchase-work.ts',
];
/** The validators of the calls every page makes at start (bootstrap: config, locale keys, maintenance). */
export const BOOT_VALIDATORS = ['GET_GLOBAL_CONFIG', 'GET_LOCALE_KEYS', 'GET_MAINTENANCE_STATUS'].map((n) => `src/api/generated/validators/${n}.js`);
/**
 * The validators of the calls every signed-in page makes: the customer's details (the gate's session work) and the
 * header bell's unread count. One file instead of two of 0.7-1.0 KiB, each with its headers (issue 47); like start-up's,
 * the build's validator module imports them as the bundler names their group's file (scripts/validator-chunks.ts).
 * (The bell itself in this file too made the validators' file import the query hooks: +131 B of the entry's map on
 * every page for ~0.3 KiB less on the signed-in ones; measured, left out.)
 */
export const SIGNED_IN_VALIDATORS = ['GET_USER_DETAILS', 'GET_NOTIFICATION_COUNT'].map((n) => `src/api/generated/validators/${n}.js`);
/**
 * The check of a generated schema (src/api/schema-validator.ts): with start-up's validators, which every page loads for
 * its first calls, rather than in the entry (0.9 KiB of every first script) or a file of its own (issue 47).
 */
export const SCHEMA_CHECK = ['src/api/schema-validator.ts'];
/** The validators that come in a group's file, not one of their own each. */
export const GROUPED_VALIDATORS = [...BOOT_VALIDATORS, ...SIGNED_IN_VALIDATORS];
/**
 * The engine's behaviour groups only some journeys use (engine/behaviours/index.ts, JOURNEY_BEHAVIOUR_GROUPS): each
 * comes with the journeys whose module imports it (scripts/journey-routes.ts), not with the engine, which every
 * signed-in page loads, nor with the machines chunk, which every journey page loads (issue 47).
 */
export const JOURNEY_BEHAVIOURS = ['engine/behaviours/payment.ts', 'engine/behaviours/service-requests.ts', 'engine/behaviours/redemption.ts', 'engine/behaviours/paylink.ts', 'engine/behaviours/flag-identity.ts'];
/**
 * What every page that runs a journey's machine loads (the wizards, the service-request hub, the code and flow
 * machines): the journey catalogue and its hook, the actor registry and the renderer's machine parts. They came as
 * eight files of 0.2-2.4 KiB, each with its response's headers (issue 31).
 */
export const MACHINES = [
  'src/journey/use-journey.ts',
  'src/journey/journey-catalog.ts',
  'src/journey/compiled-journey.ts',
  'src/features/lines/use-flow-machine.ts',
  'src/features/actors.ts',
  'renderer/index.ts',
  'renderer/fallback-screen.tsx',
  'renderer/use-child-journey.ts',
  'renderer/journey-screen.tsx',
  'renderer/use-actor-snapshot.ts',
];
/**
 * What a wizard's page adds (the step's route, its actors loaded when invoked, the screen registry's code and the
 * content screen's entry, the journey's location in the URL). Each wizard's own screens' entries
 * (src/pages/wizard-screens/<id>.ts) are a file of their own, loaded by that wizard alone: every wizard's, with each
 * screen's list of files to preload, were 1.9 KiB of this chunk (issue 47). In the wizard's journey chunk they would
 * save their file's headers, but the bundler then moves its namespace helper out of the entry into a file every
 * route loads (+0.5 KiB on each, measured: docs/performance-log.md, session 28, branch s28-a). The wizard's progress
 * bar, which the wizard's route imports, is here too: it was a file of its own (0.5 KiB and its headers) on every
 * wizard's step because the design catalogue page (/design) imports it as well, which now loads this chunk (issue 47).
 */
export const WIZARD_PAGE = [
  'src/pages/journey-page.tsx',
  'src/features/wizard-actors.ts',
  'src/journey/wizard-route.tsx',
  'src/journey/wizard-progress.tsx',
  'src/pages/wizard-screen-registry.ts',
  'src/pages/screen-step.ts',
  'renderer/journey-location.ts',
  'renderer/screen-registry.ts',
  // A child journey loaded at its step (the payment): only a wizard's page starts one so (engine/late-child.ts).
  'engine/late-child.ts',
];
/**
 * Reading and writing a saved journey (the login's, the wizards'; and the cookie that says one is saved), with the engine: every page that reads one runs
 * its journey on XState (the machines' use-journey, the wizard route, the sign-in's code session), and as a file of
 * its own it cost its headers there (issue 47). The pages that only ask whether one is saved or forget it (the
 * payment results) do so with the entry's src/journey/saved-journey.ts, and load neither.
 */
export const SAVED_JOURNEYS = ['src/journey/journey-data-parse.ts', 'src/journey/journey-storage.ts', 'src/journey/progress-hint.ts'];
/**
 * The catalogue's parts the landing's plan list and the plan switch's both draw: the plan card, the plan list's
 * rules, the price, the card's words. The plan switch loaded the landing's whole screen for the card (issue 31).
 */
export const CATALOG_PARTS = ['src/features/catalog/catalog-parts.tsx', 'src/features/catalog/plan-card.tsx', 'src/features/catalog/plan-card-messages.ts', 'src/features/catalog/plan-list.ts'];
/**
 * The payment journey and its behaviour group, which every paying wizard loads with its own journey (the engine
 * compiles a wizard with the child journeys its steps host), at its payment step.
 */
export const PAYMENT_JOURNEY = ['journeys/payment.json', 'engine/behaviours/payment.ts'];
/**
 * The error of a failed payment, retail order or paylink step, in the gateway's shape (a class of a few lines): the
 * payment's, the checkout's, the retail store's and the paylink's actors use it, and all of them run on XState, so it
 * comes with the engine. In the payment journey's group it brought that journey and its behaviours (2.0 KiB) to the
 * purchase's address step, whose retail store's actors import it (issue 47).
 */
export const STEP_ERRORS = ['src/domain/payment-step-error.ts'];
/**
 * The payment journey's actors, apart from it: a wizard loads them when its payment step invokes one
 * (src/features/wizard-actors.ts) or its payment panel draws; in the journey's group they came to every step of the
 * purchase with the journey, and the safe destination with them (2 KiB, issue 47).
 */
export const PAYMENT_ACTORS = ['src/features/payment/payment-actors.ts', 'src/features/payment/card-to-save.ts'];
/**
 * An order's data read and the address's field names: the purchase's request body (order-request.ts) and the
 * reschedule's data (its result page runs no payment) both use them, as one file instead of two of 0.4 KiB.
 */
export const ORDER_FIELDS = ['src/features/checkout/checkout-data.ts', 'src/features/checkout/address-fields.ts'];
/**
 * The details area's small shared parts (src/features/details/), in two files by who loads them (issue 47): its calls
 * and words with the personal prefill and the loaded-choices hook, which the purchase's details steps, the
 * reschedule's and the account's update pages load (the hook all but the account's); and the status line with the
 * draft saver, which the purchase's and the reschedule's details steps load. The bundler cut them into five files of
 * 0.3-2.8 KiB. The details' data in the journey (journey-data.ts) stays apart: the reschedule's review, actors and
 * payment result read it alone, and with it they loaded these words (+3.1-3.7 KiB, measured); the account's pages and
 * the reschedule's slot step load no draft saver (+0.35 and +0.8 KiB on them with it, measured).
 */
export const DETAILS_WORDS = ['src/features/details/details-calls.ts', 'src/features/details/messages.ts', 'src/features/details/personal-prefill.ts', 'src/features/details/use-loaded.ts'];
export const DETAILS_STEP = ['src/features/details/details-status.tsx', 'src/features/details/use-draft-saver.ts'];
/** The app's hooks over TanStack Query, and the build's stand-in for it (src/api/query-lite.tsx). */
export const QUERY_HOOKS = ['src/api/query-lite.tsx', 'src/api/queries.ts', 'src/api/query-client.ts', 'src/api/query-provider.tsx', 'src/api/use-endpoint-query.ts', 'src/api/use-endpoint-pages.ts'];
/**
 * Small parts of the signed-in pages, a few hundred bytes each. A line's number and its status words are here, not
 * with the manage parts: the account's words and the top-up page use them, and with them loaded the manage group and
 * the eligibility rules (3.7 KiB) on every profile sub-page (issue 47).
 */
export const SMALL_UI = ['src/domain/line-view.ts', 'src/ui/date-text.tsx', 'src/ui/page-frame.tsx', 'src/ui/price.tsx', 'src/ui/use-now.ts', 'src/ui/show-more.tsx', 'src/ui/next-button.tsx', 'src/ui/next-button.css', 'src/domain/line-status-words.ts', 'src/features/lines/num.tsx'];
/**
 * What the account pages (profile, order list, the profile's other pages) share. The parts the journey pages use too
 * are in groups of their own (ORDER_CALLS, MANAGE_PARTS): one of them used to bring this whole group to the plan switch.
 */
export const ACCOUNT_PARTS = [
  'src/features/account/account-parts.tsx',
  'src/features/account/account-parts-messages.ts',
  'src/features/account/account.css',
  'src/features/account/order-list.ts',
  'src/features/account/order-pages.ts',
  'src/features/profile/account-nav.tsx',
  'src/features/profile/sign-out-calls.ts',
  'src/features/profile/profile-calls.ts',
  'src/ui/account-icons.ts',
];
/**
 * The words of the account's forms and the ids of a refused change or code they show (code-errors.ts): the personal
 * details, address, email and card update pages load both, as one file (issue 47).
 */
export const ACCOUNT_FORMS = ['src/features/account/account-form-messages.ts', 'src/features/account/code-errors.ts'];
/** The order list call's captcha answer and the finished order states: the account pages' and the sign-in's. */
export const ORDER_CALLS = ['src/integrations/captcha/captcha-token.ts', 'schemas/api/order-states.ts'];
/**
 * What the home, the manage pages and the plan switch share, and the order list does not use: a service request in
 * words and its state.
 */
export const MANAGE_PARTS = ['src/features/service-requests/request-view.ts', 'src/features/service-requests/request-names.ts'];
/**
 * Whether a line may start a request, and the words of why not (and back to the hub): the service-request hub's, the
 * plan switch's and the termination's.
 */
export const ELIGIBILITY = ['src/features/service-requests/eligibility.ts', 'src/features/service-requests/eligibility-messages.ts', 'src/features/service-requests/request-words.ts', 'src/features/service-requests/status-path.ts'];
/**
 * An order's items in words (preview lines, their table and their texts): the order list's, the checkout's, /manage/order's.
 * A card brand's name rides here: every page of the checkout's words loads this group, and the card update, which
 * needs only those names of the checkout's words, pays 1.7 KiB for it instead of the catalogue's 4.5 (issue 47).
 */
export const ORDER_ITEMS = ['src/features/checkout/preview-lines.ts', 'src/features/checkout/preview-table.tsx', 'src/features/checkout/item-messages.ts', 'src/features/checkout/card-brand-messages.ts'];

interface Group {
  name: string | ((id: string) => string | null);
  test?: RegExp | ((id: string) => boolean);
  tags?: Array<'$initial'>;
  priority?: number;
  includeDependenciesRecursively?: boolean;
}

/**
 * Per wizard (one with saved data: a generated data validator), the journeys that come with it: itself and the child
 * journeys only its steps host. Journey id → the wizard's id.
 */
function wizardGroupsOf(root: string, journeysDir: string): Map<string, string> {
  const definitions = readJourneys(journeysDir).map((j) => j.definition);
  const withData = new Set(definitions.filter((d) => existsSync(join(root, 'src', 'journey', 'generated', `${d.id}.js`))).map((d) => d.id));
  const hosts = new Map<string, Set<string>>();
  for (const d of definitions) {
    for (const step of d.kind === 'wizard' && Array.isArray(d.steps) ? d.steps : []) {
      const child = step.child?.journey;
      if (child) hosts.set(child, (hosts.get(child) ?? new Set()).add(d.id));
    }
  }
  const out = new Map([...withData].map((id) => [id, id]));
  for (const [child, by] of hosts) {
    const [host] = by;
    if (by.size === 1 && host && withData.has(host) && !out.has(child)) out.set(child, host);
  }
  return out;
}

/**
 * A journey-only behaviour group's module (JOURNEY_BEHAVIOURS) that one journey alone uses → that journey's chunk
 * (its wizard's, when a wizard hosts it): one file fewer on its page. One that several use stays a file of its own.
 */
function behaviourHomesOf(root: string, journeysDir: string, wizardOf: ReadonlyMap<string, string>): Map<string, string> {
  // A journey a module of the app imports itself (the flag client's) comes with that module, its groups with it.
  const imported = new Set(
    readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...readFileSync(join(root, 'src', f), 'utf8').matchAll(new RegExp(`['"]${escape(NORMALIZED_JOURNEY)}([\\w-]+)['"]`, 'g'))].map((m) => m[1]!)),
  );
  const users = new Map<string, string[]>();
  for (const { definition } of readJourneys(journeysDir)) {
    for (const { key } of behaviourGroupsOf(normalizeJourney({ definition }))) {
      const file = join(root, 'engine', 'behaviours', `${key}.ts`);
      users.set(file, [...(users.get(file) ?? []), definition.id]);
    }
  }
  return new Map([...users].flatMap(([file, [only, ...others]]) => (only && !others.length && !imported.has(only) ? [[file, wizardOf.get(only) ?? only] as const] : [])));
}

/**
 * The view components the duplicates refactor made shared (docs/decisions/2026-11-29-one-piece-of-code-per-block.md),
 * each with the files that always load with it, so that none is a file of its own (a script's headers, 340 bytes,
 * and one more name in the entry's list of lazy files; docs/performance-log.md, 2026-11-29, session 25): the back
 * link with the list row (24 of the list row's 26 pages draw both: the order list, the profile's pages); the
 * chosen method's payment with the request's payment panel (the same two payment steps load both, nothing else);
 * the dead-end pages' frame with its three pages (maintenance, 429, not available: one small file instead of two).
 */
export const LIST_PARTS = ['src/ui/back-link.tsx', 'src/ui/list-row.tsx'];
export const REQUEST_PAYMENT = ['src/features/payment/request-payment.tsx', 'src/features/payment/chosen-method-payment.tsx'];
/**
 * The sign-in's small parts, which the login, the sign-up and the code pages each load all of (three files of
 * 0.3-0.5 KiB, each with its headers, issue 47): the identifier and contact rules, the sign-in lock, the code session.
 */
export const SIGN_IN_PARTS = ['src/features/auth/auth-form-rules.ts', 'src/features/auth/sign-in-lock.ts', 'src/features/auth/code-session.ts'];
/**
 * The manual eKYC's work, which its actors load when they run (src/features/manual-ekyc/actors.ts) and its form's
 * screen loads at once: a saved draft (the payment results clear it), and the submission with what comes after it (the
 * purchase's payment sends a kept KYC with it). Two files, as before the actors loaded them lazily; without these
 * groups the bundler cut them into four. A wizard whose later step hosts the eKYC (the SIM replacement) loads neither
 * at its first step (issue 47).
 */
export const EKYC_DRAFTS = ['src/features/manual-ekyc/ekyc-draft.ts', 'src/features/manual-ekyc/ekyc-draft-store.ts'];
export const KYC_SUBMISSION = ['src/features/manual-ekyc/kyc-submission.ts', 'src/features/manual-ekyc/ekyc-outcome.ts'];
export const DEAD_ENDS = ['src/pages/dead-end-frame.tsx', 'src/pages/maintenance-page.tsx', 'src/pages/not-available-page.tsx', 'src/pages/rate-limit-page.tsx'];

/**
 * Files of a wizard's feature that a page outside the wizard loads as well (the payment result shows a SIM
 * replacement's request; the home and the top-up page link to the recharge in its words): they stay out of the
 * wizard's chunk, so that page does not load the whole journey (the recharge's words brought the recharge's journey,
 * screens, XState's machines and the payment panel to the home: 20 KiB of its first screen).
 */
export const LOADED_APART = ['src/features/sim-replacement/request-payment-result.tsx', 'src/features/sim-replacement/messages.ts', 'src/features/recharge-any/messages.ts'];

/**
 * A journey's own files in an area not named by its id, which the area rule below does not find: they come with the
 * journey's chunk. The reschedule's (src/features/reschedule/, for the wizard reschedule-delivery): its data reading
 * and its words were files of their own (1.0 and 1.9 KiB, each with its headers) on every step of it; its payment
 * result, the only other page that loads them, loads the journey's chunk with them (issue 47). Its screens and its
 * actors stay lazy, as in any wizard's area. The eKYC's submission (journeys/manual-ekyc-submit.json, a machine that
 * /manage/manual-ekyc runs and the purchase's and the SIM replacement's eKYC steps host as their child): its actors
 * (src/features/manual-ekyc/actors.ts), which load wherever the journey does (its invoked actors load with it,
 * src/journey/compiled-journey.ts), were a file of their own beside it (1.0 and 0.8 KiB, issue 47).
 */
export const JOURNEY_FILES: Readonly<Record<string, readonly string[]>> = {
  'reschedule-delivery': ['src/features/reschedule/rs-data.ts', 'src/features/reschedule/messages.ts'],
  'manual-ekyc-submit': ['src/features/manual-ekyc/actors.ts'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The groups for the project at `root`; throws when a listed file is gone (a renamed file would leave its group). */
export function chunkGroups(root: string, journeysDir = join(root, 'journeys')): Group[] {
  const listed = [...EVERY_PAGE, ...SCHEMA_CHECK, ...SESSION_MACHINE, ...HEADER_BELL, ...JOURNEY_CORE, ...GROUPED_VALIDATORS, ...JOURNEY_BEHAVIOURS, ...MACHINES, ...WIZARD_PAGE, ...SAVED_JOURNEYS, ...CATALOG_PARTS, ...PAYMENT_JOURNEY, ...STEP_ERRORS, ...PAYMENT_ACTORS, ...ORDER_FIELDS, ...DETAILS_WORDS, ...DETAILS_STEP, ...QUERY_HOOKS, ...SMALL_UI, ...ACCOUNT_PARTS, ...MANAGE_PARTS, ...ORDER_CALLS, ...ELIGIBILITY, ...ORDER_ITEMS, ...LOADED_APART, ...LIST_PARTS, ...REQUEST_PAYMENT, ...DEAD_ENDS, ...SIGN_IN_PARTS, ...EKYC_DRAFTS, ...KYC_SUBMISSION, ...ACCOUNT_FORMS, ...Object.values(JOURNEY_FILES).flat()];
  const missing = listed.filter((f) => !existsSync(join(root, f)));
  if (missing.length) throw new Error(`chunk groups: no such file ${missing.join(', ')} (scripts/chunk-groups.ts)`);
  // A journey file listed stands for the journey as the app imports it too: normalized at build time (scripts/journey-routes.ts).
  const inApp = (files: readonly string[]) => {
    const ids = new Set(files.flatMap((f) => [join(root, f), ...(/^journeys\/([\w-]+)\.json$/.exec(f) ? [`\0${NORMALIZED_JOURNEY}${f.slice('journeys/'.length, -'.json'.length)}`] : [])]));
    return (id: string) => ids.has(id);
  };
  const engineDir = join(root, 'engine') + sep;
  const validatorsDir = join(root, 'src', 'api', 'generated', 'validators') + sep;
  const session = inApp([...SESSION_MACHINE, ...HEADER_BELL]);
  const core = inApp(JOURNEY_CORE);
  const journeyOnly = inApp(JOURNEY_BEHAVIOURS);
  const hooks = inApp(QUERY_HOOKS);
  const machines = inApp(MACHINES);
  const wizardPage = inApp(WIZARD_PAGE);
  const stepErrors = inApp(STEP_ERRORS);
  const savedJourneys = inApp(SAVED_JOURNEYS);
  // A wizard's definition comes with the child journeys only it hosts and its area's modules. Its saved data's
  // validator stays a chunk of its own: the landing reads a returning customer's saved choices with it, without the
  // journey (src/journey/journey-data-parse.ts; a wizard's page loads both, src/journey/compiled-journey.ts).
  const journeyFile = new RegExp(`^(?:${escape(journeysDir)}[\\\\/]|\\0${escape(NORMALIZED_JOURNEY)})([\\w-]+)(?:\\.json)?$`);
  // A wizard's own area (src/features/<wizard id>/): its words, data, parts and actors come with it too; its screens
  // (*-screen.tsx) load one by one as the steps are reached. Its index.ts, the area's public face, stays out: other
  // features import it for a loader (the payment result's for a request's result view), and it brought them the
  // whole wizard's chunk (2.8 KiB on every payment result page, issue 47).
  const areaFile = new RegExp(`^${escape(join(root, 'src', 'features'))}[\\\\/]([\\w-]+)[\\\\/](?![\\w-]+-screen\\.tsx$|index\\.ts$)[\\w.-]+$`);
  const apart = inApp(LOADED_APART);
  const wizardOf = wizardGroupsOf(root, journeysDir);
  const behaviourHome = behaviourHomesOf(root, journeysDir, wizardOf);
  const ownFile = new Map(Object.entries(JOURNEY_FILES).flatMap(([journey, files]) => files.map((f) => [join(root, f), journey] as const)));
  return [
    // (The endpoints' validators are entries of the build too, each a file of its own: scripts/validator-chunks.ts.)
    { name: 'app', tags: ['$initial'], test: (id) => !id.startsWith(validatorsDir), priority: 4 },
    { name: 'shared', test: inApp(EVERY_PAGE), priority: 4 },
    { name: 'boot-validators', test: inApp([...BOOT_VALIDATORS, ...SCHEMA_CHECK]), priority: 4, includeDependenciesRecursively: false },
    { name: 'signed-in-validators', test: inApp(SIGNED_IN_VALIDATORS), priority: 4, includeDependenciesRecursively: false },
    // XState comes with the engine: every page that loads one loads the other (the gate's session machine on every
    // signed-in page, a journey's on the others), so one file's headers and one compression window (issue 47).
    // The groups below leave out their modules' dependencies: those (preact, the API client) stay where the
    // landing has them.
    { name: 'session', test: session, priority: 3, includeDependenciesRecursively: false },
    { name: 'journey-core', test: core, priority: 3, includeDependenciesRecursively: false },
    { name: 'engine', test: (id) => /node_modules[\\/](xstate|@xstate)[\\/]/.test(id) || stepErrors(id) || savedJourneys(id) || (id.startsWith(engineDir) && !journeyOnly(id) && !core(id) && !session(id) && !wizardPage(id)), priority: 3, includeDependenciesRecursively: false },
    { name: 'query', test: (id) => /node_modules[\\/]@tanstack[\\/]/.test(id) || hooks(id), priority: 1, includeDependenciesRecursively: false },
    { name: 'ui', test: inApp(SMALL_UI), includeDependenciesRecursively: false },
    { name: 'account', test: inApp(ACCOUNT_PARTS), includeDependenciesRecursively: false },
    { name: 'manage', test: inApp(MANAGE_PARTS), includeDependenciesRecursively: false },
    { name: 'account-forms', test: inApp(ACCOUNT_FORMS), includeDependenciesRecursively: false },
    { name: 'order-calls', test: inApp(ORDER_CALLS), includeDependenciesRecursively: false },
    { name: 'eligibility', test: inApp(ELIGIBILITY), includeDependenciesRecursively: false },
    { name: 'order-items', test: inApp(ORDER_ITEMS), includeDependenciesRecursively: false },
    { name: 'list-parts', test: inApp(LIST_PARTS), includeDependenciesRecursively: false },
    { name: 'request-payment', test: inApp(REQUEST_PAYMENT), includeDependenciesRecursively: false },
    { name: 'dead-ends', test: inApp(DEAD_ENDS), includeDependenciesRecursively: false },
    { name: 'sign-in-parts', test: inApp(SIGN_IN_PARTS), includeDependenciesRecursively: false },
    { name: 'ekyc-draft-store', test: inApp(EKYC_DRAFTS), includeDependenciesRecursively: false },
    { name: 'kyc-submission', test: inApp(KYC_SUBMISSION), includeDependenciesRecursively: false },
    { name: 'machines', test: (id) => machines(id) || id.endsWith(JOURNEY_OWNERS_MODULE) || id.endsWith(NORMALIZED_JOURNEYS), includeDependenciesRecursively: false },
    { name: 'wizard-page', test: inApp(WIZARD_PAGE), includeDependenciesRecursively: false },
    { name: 'catalog-parts', test: inApp(CATALOG_PARTS), includeDependenciesRecursively: false },
    { name: 'payment-journey', test: inApp(PAYMENT_JOURNEY), includeDependenciesRecursively: false },
    { name: 'payment-actors', test: inApp(PAYMENT_ACTORS), includeDependenciesRecursively: false },
    { name: 'order-fields', test: inApp(ORDER_FIELDS), includeDependenciesRecursively: false },
    { name: 'details-words', test: inApp(DETAILS_WORDS), includeDependenciesRecursively: false },
    { name: 'details-step', test: inApp(DETAILS_STEP), includeDependenciesRecursively: false },
    {
      name: (id) => {
        const json = journeyFile.exec(id)?.[1];
        const area = apart(id) ? undefined : areaFile.exec(id)?.[1];
        const home = behaviourHome.get(id) ?? ownFile.get(id);
        // A journey that is no wizard's has a group only when a behaviour module or files of its own join it (else the
        // bundler's own chunk).
        const alone = json && !wizardOf.has(json) && ([...behaviourHome.values()].includes(json) || Object.hasOwn(JOURNEY_FILES, json)) ? json : undefined;
        const group = home ?? alone ?? (json ? wizardOf.get(json) : area && wizardOf.get(area) === area ? area : undefined);
        return group ? `journey-${group}` : null;
      },
      includeDependenciesRecursively: false,
    },
  ];
}
