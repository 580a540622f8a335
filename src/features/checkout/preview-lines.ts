import type { StepRole } from '../../../engine';
import { displayNumber } from '../../domain/line-view';
/** One line of an order preview as the gateway prices it (SPEC §3 order item types). */
export interface PreviewItem {
  readonly type: string;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly amount: number;
}
export interface OrderPreview {
  readonly items: readonly PreviewItem[];
  readonly currency: string;
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
}

/** The label of each item type; names from the gateway are shown beside it. */
export const ITEM_LABELS: Readonly<Record<string, string>> = {
  PLAN: 'item_plan',
  ADDON: 'item_addon',
  BUNDLE: 'item_bundle',
  NEW_NUMBER: 'item_new_number',
  FEE: 'item_fee',
  DELIVERY_FEE_SKU: 'item_delivery_fee',
  REWARD: 'item_reward',
  EXTERNAL_REWARD: 'item_reward',
};

/**
 * Where an item's edit link goes back to, if anywhere: the step showing the screen where it is chosen
 * (src/features/step-screens.ts), found in the running journey (engine/step-role.ts); never a step's name, which the
 * journey's JSON may change. A journey without such a step (add-ons removed) shows the item with no link.
 */
export const ITEM_EDIT: Readonly<Record<string, StepRole>> = {
  PLAN: { screen: 'preCheckout' },
  ADDON: { screen: 'addonSelection' },
  BUNDLE: { screen: 'addonSelection' },
  NEW_NUMBER: { screen: 'connectionDetails' },
  FEE: { screen: 'connectionDetails' },
  DELIVERY_FEE_SKU: { screen: 'addressDetails' },
};

/**
 * What the app names itself instead of the gateway's generic item name (issue 16: "SIM: SIM card" and
 * "Delivery: Delivery" repeated their labels): the SIM type and the delivery method, by SKU.
 */
export const ITEM_NAME_IDS: Readonly<Record<string, string>> = {
  SIM_FEE: 'item_sim_physical',
  ESIM_FEE: 'item_sim_esim',
  DOORSTEP_DELIVERY: 'item_delivery_doorstep',
  SELF_PICKUP: 'item_delivery_pickup',
  RETAIL: 'item_delivery_retail',
};

/** Item types whose line names itself fully (no "label:" before it). */
const SELF_NAMED = new Set(['FEE', 'DELIVERY_FEE_SKU']);

/** Groups a 12-digit MSISDN as the connection step shows it, e.g. 923410000000 → "+92 341 0000000". */
export function displayMsisdn(msisdn: string): string {
  return displayNumber(msisdn);
}

/**
 * A preview line ready to show: label id, name (or a message id naming it), amount; discounts are the negative
 * ones. `labelled` false: the name says what the line is, so no label goes before it.
 */
export interface SummaryLine {
  readonly key: string;
  readonly labelId: string;
  readonly name: string;
  readonly nameId?: string;
  readonly labelled: boolean;
  readonly amount: number;
  readonly discount: boolean;
  /** The step the line's edit link goes back to, by role (ITEM_EDIT). */
  readonly edit?: StepRole;
}

/** The preview's items in the order customers read them: what they buy, then fees, then discounts. */
export function summaryLines(preview: OrderPreview): SummaryLine[] {
  const rank = (t: string) => ['PLAN', 'ADDON', 'BUNDLE', 'NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU', 'REWARD', 'EXTERNAL_REWARD'].indexOf(t);
  return preview.items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (rank(a.item.type) === rank(b.item.type) ? a.i - b.i : rank(a.item.type) - rank(b.item.type)))
    .map(({ item, i }) => {
      const edit = ITEM_EDIT[item.type];
      const nameId = SELF_NAMED.has(item.type) ? ITEM_NAME_IDS[item.sku] : undefined;
      const name = item.type === 'NEW_NUMBER' ? displayMsisdn(item.sku) : item.name;
      return {
        key: `${item.type}-${item.sku}-${i}`,
        labelId: ITEM_LABELS[item.type] ?? 'item_other',
        name: item.quantity > 1 ? `${name} × ${item.quantity}` : name,
        ...(nameId ? { nameId } : {}),
        labelled: !nameId,
        amount: item.amount,
        discount: item.amount < 0,
        ...(edit ? { edit } : {}),
      };
    });
}

/** A promo code as typed → the form the API accepts (SPEC: 3 to 20 letters or digits, upper case), or null. */
export function promoCodeOf(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9]{3,20}$/.test(code) ? code : null;
}
