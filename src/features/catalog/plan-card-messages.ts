import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The plan card's words (plan-card.tsx): part of the catalogue's (messages.ts), and all the plan switch's plans step
 * takes of it (issue 31: it loaded the catalogue's whole word list).
 */
export const planCardMessages: AreaMessages = {
  en: {
    total_inc_tax: 'Total (Inc. tax)',
    plan_validity: '{days, plural, one {# day} other {# days}}',
    plan_choose: 'Choose {name}',
    plan_chosen: 'Chosen',
    plan_recommended: 'Recommended',
    plan_per_month: 'per month',
    plan_monthly_bill: 'Monthly bill (Inc. tax)',
    allowance_data: 'Data',
    allowance_data_value: '{n} GB',
    allowance_on_net: 'On-net minutes',
    allowance_on_net_value: '{n} min',
    allowance_off_net: 'Other networks',
    allowance_off_net_value: '{n} min',
    allowance_sms: 'SMS',
    allowance_sms_value: '{n}',
    allowance_unlimited: 'Unlimited',
  },
  ur: {
    total_inc_tax: 'کل (ٹیکس سمیت)',
    plan_validity: '{days} دن',
    plan_choose: '{name} منتخب کریں',
    plan_chosen: 'منتخب شدہ',
    plan_recommended: 'تجویز کردہ',
    plan_per_month: 'ماہانہ',
    plan_monthly_bill: 'ماہانہ بل (ٹیکس سمیت)',
    allowance_data: 'ڈیٹا',
    allowance_data_value: '{n} جی بی',
    allowance_on_net: 'اسی نیٹ ورک پر منٹ',
    allowance_on_net_value: '{n} منٹ',
    allowance_off_net: 'دوسرے نیٹ ورکس',
    allowance_off_net_value: '{n} منٹ',
    allowance_sms: 'ایس ایم ایس',
    allowance_sms_value: '{n}',
    allowance_unlimited: 'لامحدود',
  },
};
