import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The request types' and steps' names. The service-request texts (messages.ts) include them; the customer home,
 * which names its open requests, loads only these (the rest was 3.7 KiB of its script, issue 31).
 */
export const requestNames: AreaMessages = {
  en: {
    type_PLAN_SWITCH: 'Plan switch',
    type_SIM_REPLACEMENT: 'SIM replacement',
    type_TERMINATION_REQUEST: 'Number termination',
    type_PORT_OUT_REQUEST: 'Move number to another operator',
    type_REVERSE_PORTIN_REQUEST: 'Reverse number transfer (in)',
    type_REVERSE_PORTOUT_REQUEST: 'Reverse number transfer (out)',
    type_PORT_IN: 'Number transfer to us',
    type_CNIC_LINE_REPORT: 'Number not mine (CNIC)',
    type_CHAT: 'Support chat',
    step_SUBMITTED: 'Received',
    step_IN_PROGRESS: 'In progress',
    step_COMPLETED: 'Done',
    step_CANCELLED: 'Cancelled',
    step_FAILED: 'Did not go through',
    step_CHAT_SUBMITTED: 'Waiting for an answer',
    step_CHAT_IN_PROGRESS: 'Answered',
    step_CHAT_COMPLETED: 'Closed',
  },
  ur: {
    type_PLAN_SWITCH: 'پلان کی تبدیلی',
    type_SIM_REPLACEMENT: 'سم کی تبدیلی',
    type_TERMINATION_REQUEST: 'نمبر کی بندش',
    type_PORT_OUT_REQUEST: 'نمبر دوسرے آپریٹر کو منتقل',
    type_REVERSE_PORTIN_REQUEST: 'نمبر کی منتقلی کی واپسی (اندر)',
    type_REVERSE_PORTOUT_REQUEST: 'نمبر کی منتقلی کی واپسی (باہر)',
    type_PORT_IN: 'ہمارے پاس نمبر کی منتقلی',
    type_CNIC_LINE_REPORT: 'نمبر میرا نہیں (شناختی کارڈ)',
    type_CHAT: 'مدد کی چیٹ',
    step_SUBMITTED: 'موصول',
    step_IN_PROGRESS: 'جاری',
    step_COMPLETED: 'مکمل',
    step_CANCELLED: 'منسوخ',
    step_FAILED: 'مکمل نہیں ہو سکی',
    step_CHAT_SUBMITTED: 'جواب کا انتظار',
    step_CHAT_IN_PROGRESS: 'جواب دے دیا گیا',
    step_CHAT_COMPLETED: 'بند',
  },
};
