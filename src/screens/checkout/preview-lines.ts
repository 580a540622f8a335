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

/** Where an item's edit link goes back to (journey step names), if anywhere. */
export const ITEM_EDIT_STEP: Readonly<Record<string, string>> = {
  PLAN: 'preCheckout',
  ADDON: 'addonSelection',
  BUNDLE: 'addonSelection',
  NEW_NUMBER: 'connectionDetails',
  FEE: 'connectionDetails',
  DELIVERY_FEE_SKU: 'addressDetails',
};

/** A preview line ready to show: label id, name, amount; discounts are the negative ones. */
export interface SummaryLine {
  readonly key: string;
  readonly labelId: string;
  readonly name: string;
  readonly amount: number;
  readonly discount: boolean;
  readonly editStep?: string;
}

/** The preview's items in the order customers read them: what they buy, then fees, then discounts. */
export function summaryLines(preview: OrderPreview): SummaryLine[] {
  const rank = (t: string) => ['PLAN', 'ADDON', 'BUNDLE', 'NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU', 'REWARD', 'EXTERNAL_REWARD'].indexOf(t);
  return preview.items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (rank(a.item.type) === rank(b.item.type) ? a.i - b.i : rank(a.item.type) - rank(b.item.type)))
    .map(({ item, i }) => {
      const editStep = ITEM_EDIT_STEP[item.type];
      return {
        key: `${item.type}-${item.sku}-${i}`,
        labelId: ITEM_LABELS[item.type] ?? 'item_other',
        name: item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name,
        amount: item.amount,
        discount: item.amount < 0,
        ...(editStep ? { editStep } : {}),
      };
    });
}

/** A promo code as typed → the form the API accepts (SPEC: 3 to 20 letters or digits, upper case), or null. */
export function promoCodeOf(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9]{3,20}$/.test(code) ? code : null;
}
