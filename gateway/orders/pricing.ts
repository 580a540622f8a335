import type { Queryable } from '../db/database';
import { getContent } from '../seed/seed';
import { FEES, TAX_RATE } from '../seed/catalog-seed';
import { notFound, unprocessable } from '../http/gateway-error';

export interface PreviewInput {
  planId: string;
  addonIds?: string[];
  numberType: 'NEW' | 'PORT_IN';
  selectedNumber?: string;
  simType: 'physical_sim' | 'esim';
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  promoCode?: string;
}

export interface PreviewItem { type: string; sku: string; name: string; quantity: number; unitPrice: number; amount: number }
export interface Preview { items: PreviewItem[]; currency: 'PKR'; subtotal: number; tax: number; total: number }

type Priced = { id: string; name: string; type: string; productType?: string; productTypes?: string[]; price: { amount: number } };

/** Promo codes of the sandbox: percent off the plan, shown as a REWARD line. */
const PROMOS: Record<string, number> = { WELCOME10: 10, LOYAL20: 20 };

const round2 = (n: number) => Math.round(n * 100) / 100;
const item = (type: string, sku: string, name: string, unitPrice: number): PreviewItem => ({ type, sku, name, quantity: 1, unitPrice, amount: unitPrice });

/**
 * Prices an order: plan, add-ons, number, SIM fee, delivery fee and promo. Every price includes
 * tax; `tax` is the part of `total` that is tax and `subtotal` the rest.
 */
export async function priceOrder(q: Queryable, input: PreviewInput): Promise<Preview> {
  const plan = (await getContent<Priced[]>(q, 'plans')).find((p) => p.id === input.planId);
  if (!plan) throw notFound(`Plan ${input.planId}`);
  const catalogue = await getContent<Priced[]>(q, 'addons');
  const items: PreviewItem[] = [item('PLAN', plan.id, plan.name, plan.price.amount)];
  for (const id of input.addonIds ?? []) {
    const addon = catalogue.find((a) => a.id === id);
    if (!addon) throw notFound(`Add-on ${id}`);
    if (!addon.productTypes?.includes(plan.productType ?? '')) throw unprocessable('ADDON_NOT_ELIGIBLE', `body.addonIds: ${id} is not available with ${plan.id}`);
    items.push(item(addon.type, addon.id, addon.name, addon.price.amount));
  }
  if (input.numberType === 'NEW') {
    if (!input.selectedNumber) throw unprocessable('NUMBER_REQUIRED', 'body.selectedNumber: is required for a new number');
    const { rows } = await q.query<{ price: string }>('SELECT price FROM numbers WHERE msisdn = $1', [input.selectedNumber]);
    if (!rows[0]) throw notFound(`Number ${input.selectedNumber}`);
    items.push(item('NEW_NUMBER', input.selectedNumber, `Number ${input.selectedNumber}`, Number(rows[0].price)));
  }
  items.push(item('FEE', input.simType === 'esim' ? 'ESIM_FEE' : 'SIM_FEE', input.simType === 'esim' ? 'eSIM' : 'SIM card', input.simType === 'esim' ? FEES.esim : FEES.physicalSim));
  if (input.simType === 'physical_sim') {
    const method = input.deliveryMethod ?? 'DOORSTEP_DELIVERY';
    const fee = method === 'DOORSTEP_DELIVERY' ? FEES.doorstep : method === 'SELF_PICKUP' ? FEES.pickup : FEES.retail;
    items.push(item('DELIVERY_FEE_SKU', method, 'Delivery', fee));
  }
  if (input.promoCode) {
    const pct = PROMOS[input.promoCode];
    if (pct === undefined) throw unprocessable('INVALID_PROMO_CODE', `body.promoCode: ${input.promoCode} is not a valid code`);
    items.push(item('REWARD', input.promoCode, `${pct}% off the plan`, -round2((plan.price.amount * pct) / 100)));
  }
  const total = round2(items.reduce((s, i) => s + i.amount, 0));
  const tax = round2(total - total / (1 + TAX_RATE));
  return { items, currency: 'PKR', subtotal: round2(total - tax), tax, total };
}
