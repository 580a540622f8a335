/**
 * SPEC §9 FAQ groups: login, signup and verify-OTP are disabled; pre-checkout, add-on, connection, personal,
 * billing and order summary (prepaid and postpaid) are enabled with two to four items each. The texts are
 * message ids (faq-content.ts, a lazy chunk); this file stays small because it ships with the landing route.
 */
export type FaqGroupName =
  | 'login'
  | 'signup'
  | 'verify-otp'
  | 'pre-checkout'
  | 'addon'
  | 'connection'
  | 'personal'
  | 'billing'
  | 'order-summary-prepaid'
  | 'order-summary-postpaid';

export interface FaqGroup {
  enabled: boolean;
  /** Number of question/answer pairs: ids `faq_<group>_q<n>` and `faq_<group>_a<n>`, n from 1. */
  items: number;
}

export const FAQ_GROUPS: Record<FaqGroupName, FaqGroup> = {
  login: { enabled: false, items: 0 },
  signup: { enabled: false, items: 0 },
  'verify-otp': { enabled: false, items: 0 },
  'pre-checkout': { enabled: true, items: 3 },
  addon: { enabled: true, items: 2 },
  connection: { enabled: true, items: 3 },
  personal: { enabled: true, items: 3 },
  billing: { enabled: true, items: 2 },
  'order-summary-prepaid': { enabled: true, items: 3 },
  'order-summary-postpaid': { enabled: true, items: 3 },
};

/** The message ids of one group's items, e.g. faq_addon_q1 / faq_addon_a1. */
export function faqItemIds(group: FaqGroupName): Array<{ question: string; answer: string }> {
  const stem = `faq_${group.replace(/-/g, '_')}`;
  return Array.from({ length: FAQ_GROUPS[group].items }, (_, i) => ({ question: `${stem}_q${i + 1}`, answer: `${stem}_a${i + 1}` }));
}

const BY_PATH: Record<string, FaqGroupName | 'order-summary'> = {
  '/web/login': 'login',
  '/web/signup': 'signup',
  '/web/verify-otp/login': 'verify-otp',
  '/web/verify-otp/signup': 'verify-otp',
  '/web/pre-checkout': 'pre-checkout',
  '/web/addon-selection': 'addon',
  '/web/connection-details': 'connection',
  '/web/connection-details/port-in': 'connection',
  '/web/personal-details': 'personal',
  // Billing (and delivery) addresses are asked on the address-details step.
  '/web/address-details': 'billing',
  '/web/order-summary': 'order-summary',
};

/**
 * The FAQ group of a path, or undefined; the order summary's group follows the chosen product type (postpaid →
 * postpaid; prepaid, hybrid or not chosen yet → prepaid, docs/decisions/2026-11-21-faq-block.md).
 */
export function faqGroupFor(path: string, productType: string | undefined): FaqGroupName | undefined {
  const p = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const group = BY_PATH[p];
  if (group !== 'order-summary') return group;
  return productType === 'postpaid' ? 'order-summary-postpaid' : 'order-summary-prepaid';
}

/** The group to show on a path: only an enabled group is shown. */
export function shownFaqGroup(path: string, productType: string | undefined): FaqGroupName | undefined {
  const group = faqGroupFor(path, productType);
  return group && FAQ_GROUPS[group].enabled ? group : undefined;
}

/** The product type chosen in the saved onboarding journey (sessionStorage), if any. */
export function savedProductType(storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage): string | undefined {
  try {
    const saved = JSON.parse(storage?.getItem('journey:onboarding') ?? 'null') as { snapshot?: { context?: { data?: { productType?: unknown } } } } | null;
    const type = saved?.snapshot?.context?.data?.productType;
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined;
  }
}
