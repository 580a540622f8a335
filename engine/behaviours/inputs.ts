import type { BehaviourArgs } from './types.ts';
import { wizardData } from './wizard-steps.ts';
import { manageInputs } from './manage-work.ts';
import { kycOrderOf, kycOrderOfSubmit } from './purchase-work.ts';

/**
 * Input mappers: what an invoked actor receives, named in a journey as `"invoke": { "src", "input" }`. Pure functions
 * of the journey's context and the event that entered the invoking state, so an actor sees only its input (never
 * the whole context, never a function) and a test provides the same input to a stand-in actor.
 */
export type InputImpl = (args: BehaviourArgs) => unknown;

const stringOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The hosts of journeys/manual-ekyc-submit.json (its context's `variant`): a wizard's step, or the stand-alone page. */
const EKYC_VARIANTS = ['onboarding', 'sim-replacement', 'standalone'] as const;
const ekycVariantOf = (v: unknown): (typeof EKYC_VARIANTS)[number] => EKYC_VARIANTS.find((known) => known === v) ?? 'standalone';

const textRecord = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

const data = (args: BehaviourArgs): Record<string, unknown> => wizardData(args);

/** Mappers any journey may name. Wizard steps without `input` receive the journey's data (stepData). */
export const inputMappers = {
  /** The wizard's data with the NEXT event's data merged over it: the default input of a step's work. */
  stepData: data,
  /** The whole context and the entering event: the input of a machine's invoke that names no mapper. */
  contextAndEvent: ({ context, event }) => ({ context, event }),
  // -- purchase area mappers: below --
  /**
   * journeys/onboarding.json's payment step hosts payment.json: what is paid for is the purchase (the journey's data);
   * a declined wallet payment opens the purchase's result page, as a declined card payment returns there.
   */
  payPurchaseStart: ({ context }) => ({ purchase: (context.data ?? {}) as Record<string, unknown>, resultPageOnDecline: true }),
  /**
   * journeys/manual-ekyc-submit.json: what SUBMIT carries (the KYC, the values typed and picked, the URL's order and
   * navigation state), the order it is sent for (the URL's first) and which host's form it is.
   */
  ekycSubmission: ({ context, event }) => ({
    ...(event.submission && typeof event.submission === 'object' ? (event.submission as Record<string, unknown>) : {}),
    orderId: kycOrderOfSubmit(context, event),
    variant: ekycVariantOf(context.variant),
  }),
  /** journeys/onboarding.json's eKYC step hosts manual-ekyc-submit.json: the purchase's order, if it is made already. */
  ekycPurchaseStart: ({ context }) => ({ variant: 'onboarding', orderId: kycOrderOf((context.data ?? {}) as Record<string, unknown>) }),
  /** journeys/sim-replacement.json's identity step hosts manual-ekyc-submit.json: the request the first step made. */
  ekycSimReplacementStart: ({ context }) => ({ variant: 'sim-replacement', orderId: kycOrderOf((context.data ?? {}) as Record<string, unknown>) }),
  /** What manual-ekyc-submit.json hands the step hosting it: the data a KYC sent or kept adds to the journey. */
  ekycOutcome: ({ context }) => {
    const result = context.result as { kind?: unknown; data?: unknown } | null;
    return result?.kind === 'next' && result.data && typeof result.data === 'object' ? (result.data as Record<string, unknown>) : {};
  },

  // -- manage area mappers: below --
  ...manageInputs,

  // -- account area mappers: below --
  /** journeys/paylink.json: the link's id from the page's query. */
  paylinkToLoad: ({ context }) => ({ paylinkId: stringOrNull(context.paylinkId) }),
  /** journeys/wallet-return.json: the order and the payment the wallet returned with. */
  walletReturnToCheck: ({ context }) => ({ orderRef: stringOrNull(context.orderRef), transactionId: stringOrNull(context.transactionId) }),
  /** journeys/retail-store.json: the store id from the page's query. */
  /** journeys/account-details.json: the values typed (text only), the page it started on, and for an address the shipment and its fields. */
  detailsToSave: ({ event }) => ({
    values: textRecord(event.values),
    shipmentRef: stringOrNull(event.shipmentRef),
    fieldNames: Array.isArray(event.fieldNames) ? event.fieldNames.filter((n): n is string => typeof n === 'string') : [],
    here: stringOrNull(event.here),
  }),
  /** Work that needs nothing from the journey (it reads the signed-in session itself). */
  noInput: () => ({}),
  /** journeys/auth-handoff.json: the hand-off token and the customer signed in when it arrived. */
  handoffToRead: ({ context }) => ({ token: stringOrNull(context.token), currentCustomerId: stringOrNull(context.currentCustomerId) }),
  /** journeys/auth-handoff.json: the token and the customer it was read as. */
  handoffSession: ({ context }) => {
    const result = context.result as { user?: unknown } | null;
    return { token: stringOrNull(context.token), user: result && typeof result.user === 'object' ? result.user : null };
  },
  /** journeys/otp-timer.json: the token of the correct code, and who signs in, how, and where to afterwards. */
  signInInput: ({ context }) => ({
    accessToken: stringOrNull((context.result as { accessToken?: unknown } | null)?.accessToken),
    flow: context.flow === 'signup' ? ('signup' as const) : ('login' as const),
    identifier: stringOrNull(context.identifier),
    redirect: stringOrNull(context.redirect),
    // Signing in again after a session ended (issue 45): back to the redirect before SPEC §4's landing rules.
    resume: context.ended === 'expired' || context.ended === 'revoked',
  }),
  retailStoreToCheck: ({ context }) => ({ storeId: stringOrNull(context.storeId) }),
} satisfies Record<string, InputImpl>;

/** A mapper's name, as journeys write it in `"invoke": { "input" }`. */
export type InputMapperName = keyof typeof inputMappers;
/** What the mapper `M` gives the actor it feeds. */
export type InputOf<M extends InputMapperName> = ReturnType<(typeof inputMappers)[M]>;

/** The default mapper of a wizard step's invoke and of a machine state's invoke. */
export const DEFAULT_STEP_INPUT = 'stepData';
export const DEFAULT_MACHINE_INPUT = 'contextAndEvent';
