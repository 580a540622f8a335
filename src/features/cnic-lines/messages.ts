import { joinMessages, type AreaMessages } from '../../i18n/screen-messages';
import { profileMessages } from '../account';

/** The numbers-on-my-CNIC page's words (issue 45 part 7), English and Urdu. */
const ownMessages: AreaMessages = {
  en: {
    cnic_title: 'Numbers on my CNIC',
    cnic_lead: 'Every number registered to your CNIC with us. If one is not yours, tell us and we will check it.',
    cnic_which: 'CNIC {cnic}: {count} of {limit} numbers',
    cnic_none: 'We have no CNIC for your account yet. It is the one you give when you buy a SIM.',
    cnic_no_lines: 'No number is registered to your CNIC with us.',
    cnic_this_account: 'On this account',
    cnic_other_account: 'On another account',
    cnic_status: 'Status',
    cnic_status_PendingActivation: 'Waiting for activation',
    cnic_status_Active: 'Active',
    cnic_status_Suspend: 'Suspended',
    cnic_status_Grace: 'Receiving only',
    cnic_status_Inactive: 'Closed',
    cnic_not_mine: 'This is not mine',
    cnic_confirm_title: 'Report this number?',
    cnic_confirm_message: 'We will open a request to check who registered {number} on your CNIC. You can follow it under your requests.',
    cnic_confirm: 'Report it',
    cnic_reported: 'Reported: {status}',
    cnic_follow: 'Follow request {requestId}',
    cnic_report_failed: 'We could not send your report. Please try again.',
  },
  ur: {
    cnic_title: 'میرے شناختی کارڈ پر نمبر',
    cnic_lead: 'ہمارے پاس آپ کے شناختی کارڈ پر رجسٹر ہر نمبر۔ اگر کوئی آپ کا نہیں تو ہمیں بتائیں، ہم جانچ کریں گے۔',
    cnic_which: 'شناختی کارڈ {cnic}: {limit} میں سے {count} نمبر',
    cnic_none: 'ابھی آپ کے اکاؤنٹ کا کوئی شناختی کارڈ ہمارے پاس نہیں۔ یہ وہی ہے جو آپ سم خریدتے وقت دیتے ہیں۔',
    cnic_no_lines: 'ہمارے پاس آپ کے شناختی کارڈ پر کوئی نمبر رجسٹر نہیں۔',
    cnic_this_account: 'اس اکاؤنٹ پر',
    cnic_other_account: 'کسی اور اکاؤنٹ پر',
    cnic_status: 'حالت',
    cnic_status_PendingActivation: 'ایکٹیویشن کا انتظار',
    cnic_status_Active: 'فعال',
    cnic_status_Suspend: 'معطل',
    cnic_status_Grace: 'صرف وصولی',
    cnic_status_Inactive: 'بند',
    cnic_not_mine: 'یہ میرا نہیں',
    cnic_confirm_title: 'اس نمبر کی رپورٹ کریں؟',
    cnic_confirm_message: 'ہم یہ جانچنے کے لیے درخواست کھولیں گے کہ {number} آپ کے شناختی کارڈ پر کس نے رجسٹر کیا۔ آپ اسے اپنی درخواستوں میں دیکھ سکتے ہیں۔',
    cnic_confirm: 'رپورٹ کریں',
    cnic_reported: 'رپورٹ کی گئی: {status}',
    cnic_follow: 'درخواست {requestId} دیکھیں',
    cnic_report_failed: 'ہم آپ کی رپورٹ نہیں بھیج سکے۔ براہ کرم دوبارہ کوشش کریں۔',
  },
};

/** With the account's words the confirmation uses (Cancel). */
export const cnicLinesMessages: AreaMessages = joinMessages(profileMessages, ownMessages);
