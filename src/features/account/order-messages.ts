import { joinMessages, type AreaMessages } from '../../i18n/screen-messages';
import { accountPartsMessages } from './account-parts-messages';

/**
 * Texts of the customer's orders: the order list and an order's state (also on /manage/order and the home's recent
 * orders). Part of accountMessages; a file of its own so the order list loads only these. Delivery tracking has
 * tracking-messages.ts.
 */
export const orderMessages: AreaMessages = joinMessages(accountPartsMessages, {
  en: {
    // Orders
    orders_empty: 'You have no orders yet.',
    orders_see_plans: 'See our plans',
    order_heading: 'Order {ref}',
    order_placed_on: 'placed on {date}',
    order_items_label: 'Items in this order',
    order_open: 'View this order',
    order_details_unavailable: 'The items of this order cannot be shown right now.',
    total_inc_tax: 'Total (Inc. tax)',
    order_state_unpaid: 'Waiting for payment',
    order_state_placed: 'Paid, being prepared',
    order_state_approved: 'Approved',
    order_state_completed: 'Completed',
    order_state_failed: 'Failed',
    order_state_cancelled: 'Cancelled',
    order_state_active: 'Number active',
    order_state_terminated: 'Number terminated',
    order_state_in_progress: 'In progress',
  },
  ur: {
    orders_empty: 'آپ کا ابھی کوئی آرڈر نہیں۔',
    orders_see_plans: 'ہمارے پلان دیکھیں',
    order_heading: 'آرڈر {ref}',
    order_placed_on: '{date} کو دیا گیا',
    order_items_label: 'اس آرڈر کی اشیاء',
    order_open: 'یہ آرڈر دیکھیں',
    order_details_unavailable: 'اس آرڈر کی اشیاء ابھی نہیں دکھائی جا سکتیں۔',
    total_inc_tax: 'کل (ٹیکس سمیت)',
    order_state_unpaid: 'ادائیگی کا انتظار',
    order_state_placed: 'ادائیگی ہو گئی، تیاری جاری ہے',
    order_state_approved: 'منظور شدہ',
    order_state_completed: 'مکمل',
    order_state_failed: 'ناکام',
    order_state_cancelled: 'منسوخ',
    order_state_active: 'نمبر فعال ہے',
    order_state_terminated: 'نمبر ختم کر دیا گیا',
    order_state_in_progress: 'جاری ہے',
  },
});
