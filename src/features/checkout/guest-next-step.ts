/** The page that opens the guest verification, and where a verified visitor comes back to. */
export const ORDER_SUMMARY_PATH = '/web/order-summary';

/** What the summary does once a returning customer is signed in by the guest modal. */
export type GuestNextStep = { readonly kind: 'continue' } | { readonly kind: 'navigate'; readonly to: string };

/**
 * A returning customer's landing path (computed by the post-login rules) → continue the checkout when it is
 * this summary (no previous order), else go there (manage-order or a pending order, after the modal's alert).
 * @example guestNextStep('/web/order-summary') // { kind: 'continue' }
 */
export function guestNextStep(path: string): GuestNextStep {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === ORDER_SUMMARY_PATH ? { kind: 'continue' } : { kind: 'navigate', to: path };
}
