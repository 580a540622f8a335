import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * An order's items in words (the labels and the app's own names of preview-lines.ts) and its total: part of the
 * checkout's texts, and all the order list needs of them.
 */
export const orderItemMessages: AreaMessages = {
  en: {
    item_plan: 'Plan',
    item_addon: 'Add-on',
    item_bundle: 'Bundle',
    item_new_number: 'Number',
    item_fee: 'SIM',
    item_delivery_fee: 'Delivery',
    item_reward: 'Discount',
    item_other: 'Other',
    item_sim_physical: 'Physical SIM',
    item_sim_esim: 'eSIM',
    item_delivery_doorstep: 'Home delivery',
    item_delivery_pickup: 'Pick-up point',
    item_delivery_retail: 'Collect in store',
    total_inc_tax: 'Total (Inc. tax)',
  },
  ur: {
    item_plan: 'پلان',
    item_addon: 'ایڈ آن',
    item_bundle: 'بنڈل',
    item_new_number: 'نمبر',
    item_fee: 'سم',
    item_delivery_fee: 'ڈیلیوری',
    item_reward: 'رعایت',
    item_other: 'دیگر',
    item_sim_physical: 'فزیکل سم',
    item_sim_esim: 'ای سم',
    item_delivery_doorstep: 'گھر پر ڈیلیوری',
    item_delivery_pickup: 'پک اپ پوائنٹ',
    item_delivery_retail: 'اسٹور سے وصول کریں',
    total_inc_tax: 'کل (ٹیکس سمیت)',
  },
};
