import type { AreaMessages } from "../screen-messages";

/** Texts of the reschedule-delivery screens (SPEC §2 Reschedule delivery) and the order pages' link to it. */
export const rescheduleMessages: AreaMessages = {
  en: {
    rs_title: "Reschedule your SIM delivery",
    rs_intro:
      "Choose the order whose SIM is on its way, then a new delivery slot.",
    rs_order_legend: "Order",
    rs_order_option: "Order {ref}",
    rs_current_slot: "Booked for {date}, {from}–{to}",
    rs_current_slot_none: "No delivery slot booked yet",
    rs_no_orders:
      "None of your orders has a SIM on its way that can be rescheduled. A SIM that is delivered, collected or activated cannot be.",
    rs_see_orders: "See your orders",
    rs_fee_free: "Rescheduling this delivery is free.",
    rs_fee_charged: "Rescheduling this delivery again costs {amount}.",
    rs_choose_order: "Choose the order to reschedule.",
    rs_choose_slot: "Choose a new delivery slot.",
    rs_load_failed:
      "We could not load your orders. Nothing is changed. Please try again.",
    rs_retry: "Try again",
    rs_continue: "Continue",
    rs_back: "Back",
    rs_review_title: "Review your new delivery",
    rs_review_order: "Order",
    rs_review_slot: "New delivery slot",
    rs_review_receiver: "Receiver",
    rs_review_address: "Delivery address",
    rs_review_fee: "Fee",
    rs_review_free: "Free",
    rs_edit: "Change",
    rs_edit_slot: "Change the slot",
    rs_edit_receiver: "Change the receiver",
    rs_edit_address: "Change the address",
    rs_confirm: "Confirm new delivery",
    rs_confirming: "Rescheduling your delivery…",
    rs_failed:
      "We could not reschedule your delivery. Your choices are kept. Please try again.",
    rs_refused_ORDER_CLOSED:
      "This order is finished, so its delivery cannot be rescheduled.",
    rs_refused_SHIPMENT_NOT_MOVABLE:
      "This SIM is already out for delivery or delivered, so it cannot be rescheduled now.",
    rs_refused_NOT_DOORSTEP_DELIVERY:
      "This SIM is collected from a pickup point, so it has no delivery slot to move.",
    rs_slot_taken:
      "That slot was taken meanwhile. Go back and choose another one.",
    rs_missing:
      "Some details of this reschedule are missing. Start again from the first step.",
    rs_payment_title: "Pay the reschedule fee",
    rs_payment_amount: "Amount due",
    rs_payment_card_only: "Reschedule fees are paid by card.",
    rs_success_title: "Your delivery is rescheduled",
    rs_success_text:
      "Your SIM for order {ref} now arrives on {date}, {from}–{to}.",
    rs_success_pending:
      "We have not received the payment for this reschedule yet, so your delivery keeps its earlier slot.",
    rs_success_no_order:
      "We could not find this reschedule. Your orders show every delivery.",
    rs_pay_again: "Pay again",
    rs_back_to_order: "Back to your order",
    rs_link: "Reschedule delivery",
  },
  ur: {
    rs_title: "اپنی سم کی ترسیل کا نیا وقت طے کریں",
    rs_intro: "وہ آرڈر منتخب کریں جس کی سم راستے میں ہے، پھر ترسیل کا نیا وقت۔",
    rs_order_legend: "آرڈر",
    rs_order_option: "آرڈر {ref}",
    rs_current_slot: "{date}، {from}–{to} کے لیے طے شدہ",
    rs_current_slot_none: "ابھی ترسیل کا کوئی وقت طے نہیں",
    rs_no_orders:
      "آپ کے کسی آرڈر کی سم ایسی نہیں جو راستے میں ہو اور جس کا وقت بدلا جا سکے۔ پہنچائی گئی، وصول کی گئی یا فعال سم کا وقت نہیں بدلا جا سکتا۔",
    rs_see_orders: "اپنے آرڈر دیکھیں",
    rs_fee_free: "اس ترسیل کا وقت بدلنا مفت ہے۔",
    rs_fee_charged: "اس ترسیل کا وقت دوبارہ بدلنے کی فیس {amount} ہے۔",
    rs_choose_order: "وہ آرڈر منتخب کریں جس کا وقت بدلنا ہے۔",
    rs_choose_slot: "ترسیل کا نیا وقت منتخب کریں۔",
    rs_load_failed:
      "ہم آپ کے آرڈر لوڈ نہیں کر سکے۔ کچھ نہیں بدلا۔ براہ کرم دوبارہ کوشش کریں۔",
    rs_retry: "دوبارہ کوشش کریں",
    rs_continue: "جاری رکھیں",
    rs_back: "واپس",
    rs_review_title: "اپنی نئی ترسیل کا جائزہ لیں",
    rs_review_order: "آرڈر",
    rs_review_slot: "ترسیل کا نیا وقت",
    rs_review_receiver: "وصول کنندہ",
    rs_review_address: "ترسیل کا پتہ",
    rs_review_fee: "فیس",
    rs_review_free: "مفت",
    rs_edit: "تبدیل کریں",
    rs_edit_slot: "وقت تبدیل کریں",
    rs_edit_receiver: "وصول کنندہ تبدیل کریں",
    rs_edit_address: "پتہ تبدیل کریں",
    rs_confirm: "نئی ترسیل کی تصدیق کریں",
    rs_confirming: "آپ کی ترسیل کا نیا وقت طے ہو رہا ہے…",
    rs_failed:
      "ہم آپ کی ترسیل کا وقت نہیں بدل سکے۔ آپ کے انتخاب محفوظ ہیں۔ براہ کرم دوبارہ کوشش کریں۔",
    rs_refused_ORDER_CLOSED:
      "یہ آرڈر مکمل ہو چکا ہے، اس لیے اس کی ترسیل کا وقت نہیں بدلا جا سکتا۔",
    rs_refused_SHIPMENT_NOT_MOVABLE:
      "یہ سم ترسیل کے لیے نکل چکی ہے یا پہنچ چکی ہے، اس لیے اب اس کا وقت نہیں بدلا جا سکتا۔",
    rs_refused_NOT_DOORSTEP_DELIVERY:
      "یہ سم پک اپ پوائنٹ سے وصول کی جاتی ہے، اس لیے اس کی ترسیل کا کوئی وقت نہیں۔",
    rs_slot_taken:
      "یہ وقت اس دوران بک ہو گیا۔ واپس جا کر کوئی اور وقت منتخب کریں۔",
    rs_missing:
      "اس تبدیلی کی کچھ تفصیلات موجود نہیں۔ پہلے مرحلے سے دوبارہ شروع کریں۔",
    rs_payment_title: "وقت بدلنے کی فیس ادا کریں",
    rs_payment_amount: "واجب الادا رقم",
    rs_payment_card_only: "وقت بدلنے کی فیس کارڈ سے ادا کی جاتی ہے۔",
    rs_success_title: "آپ کی ترسیل کا نیا وقت طے ہو گیا",
    rs_success_text:
      "آرڈر {ref} کی آپ کی سم اب {date}، {from}–{to} کو پہنچے گی۔",
    rs_success_pending:
      "ہمیں اس تبدیلی کی ادائیگی ابھی موصول نہیں ہوئی، اس لیے آپ کی ترسیل پہلے والے وقت پر ہی رہے گی۔",
    rs_success_no_order:
      "ہمیں یہ تبدیلی نہیں ملی۔ آپ کے آرڈرز میں ہر ترسیل نظر آتی ہے۔",
    rs_pay_again: "دوبارہ ادائیگی کریں",
    rs_back_to_order: "اپنے آرڈر پر واپس جائیں",
    rs_link: "ترسیل کا وقت بدلیں",
  },
};
