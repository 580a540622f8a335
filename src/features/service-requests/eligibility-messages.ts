import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * Why a request is not available for a line, and what to do about it (why_<reason>, do_<reason>; eligibility.ts):
 * part of the service-request texts, and all the plan switch needs of them.
 */
export const eligibilityMessages: AreaMessages = {
  en: {
    why_LINE_NOT_ACTIVATED: 'Your SIM is not activated yet.',
    do_LINE_NOT_ACTIVATED: 'Activate your SIM first.',
    why_LINE_SUSPEND: 'Your line is suspended.',
    do_LINE_SUSPEND: 'Call 111 to lift the suspension, then try again.',
    why_LINE_GRACE: 'Your line is in its grace period.',
    do_LINE_GRACE: 'Switch or renew your plan first.',
    why_LINE_INACTIVE: 'This line is closed.',
    do_LINE_INACTIVE: 'Buy a new SIM to get a new number.',
    why_LINE_ALREADY_ACTIVE: 'This line is already active.',
    why_REQUEST_ALREADY_OPEN: 'You already have a request of this kind open.',
    do_REQUEST_ALREADY_OPEN: 'See its status',
    why_4121101: 'This number cannot be terminated right now.',
    do_4121101: 'If you think this is wrong, call 111.',
    why_PORT_IN_NOT_CANCELLABLE: 'The transfer is too far along to cancel.',
    why_NOT_ELIGIBLE: 'This is not available for this line right now.',
  },
  ur: {
    why_LINE_NOT_ACTIVATED: 'آپ کی سم ابھی ایکٹیویٹ نہیں ہوئی۔',
    do_LINE_NOT_ACTIVATED: 'پہلے اپنی سم ایکٹیویٹ کریں۔',
    why_LINE_SUSPEND: 'آپ کی لائن معطل ہے۔',
    do_LINE_SUSPEND: 'معطلی ختم کرنے کے لیے 111 پر کال کریں، پھر دوبارہ کوشش کریں۔',
    why_LINE_GRACE: 'آپ کی لائن رعایتی مدت میں ہے۔',
    do_LINE_GRACE: 'پہلے اپنا پلان بدلیں یا تجدید کریں۔',
    why_LINE_INACTIVE: 'یہ لائن بند ہے۔',
    do_LINE_INACTIVE: 'نیا نمبر لینے کے لیے نئی سم خریدیں۔',
    why_LINE_ALREADY_ACTIVE: 'یہ لائن پہلے سے فعال ہے۔',
    why_REQUEST_ALREADY_OPEN: 'اس قسم کی آپ کی ایک درخواست پہلے سے کھلی ہے۔',
    do_REQUEST_ALREADY_OPEN: 'اس کی حیثیت دیکھیں',
    why_4121101: 'یہ نمبر ابھی بند نہیں کیا جا سکتا۔',
    do_4121101: 'اگر آپ کے خیال میں یہ غلط ہے تو 111 پر کال کریں۔',
    why_PORT_IN_NOT_CANCELLABLE: 'منتقلی اتنی آگے بڑھ چکی ہے کہ منسوخ نہیں ہو سکتی۔',
    why_NOT_ELIGIBLE: 'یہ ابھی اس لائن کے لیے دستیاب نہیں۔',
  },
};
