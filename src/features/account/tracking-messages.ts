import type { AreaMessages } from '../../i18n/screen-messages';

/** Where an order's SIM is and the operator's app (order-tracking.tsx), on the order list and /manage/order. */
export const trackingMessages: AreaMessages = {
  en: {
    shipment_pending: 'Your SIM is being prepared for delivery',
    shipment_pickup_pending: 'Your SIM is being prepared for pickup',
    shipment_rescheduled: 'Your SIM delivery has been rescheduled',
    shipment_dispatched: 'Your SIM is on its way',
    shipment_delivered: 'Your SIM has been delivered',
    shipment_failed: 'We could not deliver your SIM; we will contact you',
    shipment_in_progress: 'Your SIM delivery is in progress',
    shipment_out_for_delivery: 'Your SIM is out for delivery today',
    shipment_ready_pickup: 'Your SIM is ready to collect',
    tracking_heading: 'Delivery progress',
    tracking_unavailable: 'Delivery tracking is not available right now.',
    order_activate_sim: 'Activate your SIM',
    app_offer: 'Manage your line in our app:',
    app_android: 'Google Play',
    app_ios: 'App Store',
  },
  ur: {
    shipment_pending: 'آپ کی سم ترسیل کے لیے تیار کی جا رہی ہے',
    shipment_pickup_pending: 'آپ کی سم وصولی کے لیے تیار کی جا رہی ہے',
    shipment_rescheduled: 'آپ کی سم کی ترسیل کا وقت بدل دیا گیا ہے',
    shipment_dispatched: 'آپ کی سم راستے میں ہے',
    shipment_delivered: 'آپ کی سم پہنچا دی گئی ہے',
    shipment_failed: 'ہم آپ کی سم نہیں پہنچا سکے؛ ہم آپ سے رابطہ کریں گے',
    shipment_in_progress: 'آپ کی سم کی ترسیل جاری ہے',
    shipment_out_for_delivery: 'آپ کی سم آج آپ تک پہنچائی جا رہی ہے',
    shipment_ready_pickup: 'آپ کی سم وصولی کے لیے تیار ہے',
    tracking_heading: 'ترسیل کی پیش رفت',
    tracking_unavailable: 'ترسیل کی معلومات ابھی دستیاب نہیں۔',
    order_activate_sim: 'اپنی سم فعال کریں',
    app_offer: 'اپنی لائن ہماری ایپ میں سنبھالیں:',
    app_android: 'گوگل پلے',
    app_ios: 'ایپ اسٹور',
  },
};
