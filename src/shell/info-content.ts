/**
 * The texts of the help, terms of use, privacy policy and contact pages (issue 29; routes not in SPEC §2, see
 * docs/decisions/2026-11-25-help-and-legal-pages.md), in English and Urdu. Bundled with the page in its own lazy
 * chunk, like the FAQ texts, so no other route carries them.
 */
import type { Language } from '../i18n/shell-messages';

export type InfoDoc = 'help' | 'terms' | 'privacy' | 'contact';

/** A block of a page: a heading, paragraphs, and optionally a list, questions and answers, or contact facts. */
export interface InfoSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Questions with their answers (the help page), each shown as a disclosure. */
  questions?: ReadonlyArray<{ q: string; a: string }>;
  /** Contact facts: a label and a value; `href` makes the value a link, `ltr` keeps a number or address left to right. */
  facts?: ReadonlyArray<{ label: string; value: string; href?: string; ltr?: boolean }>;
}

export interface InfoPageText {
  title: string;
  intro: string;
  /** "Last updated …" under the title of the two documents. */
  updated?: string;
  sections: readonly InfoSection[];
}

const PHONE = '0800-78272';
const PHONE_HREF = 'tel:080078272';
const EMAIL = 'help@sitaramobile.pk';
const PRIVACY_EMAIL = 'privacy@sitaramobile.pk';

const en: Record<InfoDoc, InfoPageText> = {
  help: {
    title: 'Help',
    intro: 'Answers to the questions we hear most. If yours is not here, contact us and we will help.',
    sections: [
      {
        heading: 'Your SIM and your number',
        questions: [
          { q: 'How do I activate my new SIM?', a: 'Open Manage your line from your home and choose Activate your SIM. Type the SIM card number: the 19 digits printed on the SIM card, under the barcode. An eSIM is active as soon as it is installed.' },
          { q: 'I lost my SIM. What should I do?', a: 'Ask for a SIM replacement from your line on the home page. Your old SIM stops working at once, so nobody else can use your number. A physical SIM costs Rs 500; an eSIM is free.' },
          { q: 'Can I keep my number from another operator?', a: 'Yes. When you buy a SIM, choose Bring your number. The move usually takes up to three working days, and your old SIM keeps working until then.' },
        ],
      },
      {
        heading: 'Balance, plans and bundles',
        questions: [
          { q: 'How do I add balance?', a: 'Choose Recharge on your line and pay Rs 100 to Rs 1,000 by card, EasyPaisa or JazzCash. The balance is added as soon as the payment succeeds.' },
          { q: 'What happens when my plan renews?', a: 'On the renewal date the plan price is taken from your balance. If the balance is too low, the line moves to a grace period; recharge to renew it.' },
          { q: 'Can I change my plan?', a: 'Yes. Choose Change plan on your line. A cheaper plan starts at your next renewal; a dearer one can start at once.' },
        ],
      },
      {
        heading: 'Your account',
        questions: [
          { q: 'How do I sign in?', a: 'Enter the email address or mobile number of your account. We send you a one-time code; type it to sign in. We never ask for a password.' },
          { q: 'How do I change my email address?', a: 'Open Account, then Email. We send a code to the new address to confirm that it is yours.' },
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    intro: 'These terms apply when you buy a Sitara Mobile connection or use this website and our app. Please read them before you agree.',
    updated: 'Last updated 1 November 2026',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: ['Sitara Mobile provides mobile services in Pakistan under a licence of the Pakistan Telecommunication Authority (PTA). In these terms "we" means Sitara Mobile and "you" means the customer named on the connection.'],
      },
      {
        heading: '2. Your connection',
        list: [
          'You must be at least 18 years old and hold a valid CNIC, NICOP or passport.',
          'Every SIM is registered to your identity, as PTA rules require. You may hold no more SIMs than the rules allow.',
          'You are responsible for how your number is used. Tell us at once if your SIM is lost or stolen.',
        ],
      },
      {
        heading: '3. Plans, balance and payments',
        list: [
          'Prices include all taxes. Prepaid plans renew from your balance on the renewal date unless you turn auto-renewal off.',
          'Unused data, minutes and SMS do not carry over to the next period unless the plan says so.',
          'A payment that fails or is cancelled charges you nothing. A charge made in error is refunded to the same card or wallet within 14 working days.',
        ],
      },
      {
        heading: '4. Fair use',
        paragraphs: ['You may not resell our service, send bulk or unsolicited messages, or use the network for anything unlawful. We may limit or suspend a connection that breaks these rules, and we will tell you why.'],
      },
      {
        heading: '5. Ending your connection',
        paragraphs: ['You can end your connection at any time from your account; it ends on the day you choose. Balance left on a prepaid line is not refunded. We may end a connection that has had no paid activity for 120 days, after telling you twice.'],
      },
      {
        heading: '6. Changes and complaints',
        paragraphs: ['We tell you at least 30 days before a change to these terms or to your plan price. If we cannot solve a complaint within 15 working days, you may take it to the PTA.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    intro: 'This policy explains what we know about you, why we keep it, and the choices you have. We keep only what we need to serve you and to follow the law.',
    updated: 'Last updated 1 November 2026',
    sections: [
      {
        heading: 'What we collect',
        list: [
          'Who you are: your name, date of birth, CNIC or passport details and the photos of your identity check.',
          'How to reach you: your email address, mobile number and delivery address.',
          'Your service: your plan, balance, usage, payments and the requests you make. We never keep your full card number.',
        ],
      },
      {
        heading: 'Why we use it',
        list: [
          'To register your SIM to your identity, as the law requires, and to deliver and activate it.',
          'To run your account: renewals, recharges, bills, support and the rewards programme if you join it.',
          'To protect you and the network from fraud.',
          'To send you offers, only if you agree in your privacy settings.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: ['NADRA and the PTA, for identity checks and as the law requires; our courier, to deliver your SIM; and the banks and wallets that process your payments. We do not sell your information to anyone.'],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep your registration details for as long as you are a customer and for the period the law sets after that. Usage records are kept for at most two years.'],
      },
      {
        heading: 'Your choices',
        paragraphs: [`You can see and correct your details in your account and turn marketing and analytics on or off in Privacy settings. To ask for a copy of your data or to raise a concern, write to ${PRIVACY_EMAIL}.`],
      },
    ],
  },
  contact: {
    title: 'Contact us',
    intro: 'We are here every day. Signed in? Start with the chat button at the top of the page: it already knows your account.',
    sections: [
      {
        heading: 'Call or write',
        facts: [
          { label: 'Helpline (free from any Pakistani number)', value: PHONE, href: PHONE_HREF, ltr: true },
          { label: 'From your Sitara Mobile line', value: '111', href: 'tel:111', ltr: true },
          { label: 'Email', value: EMAIL, href: `mailto:${EMAIL}`, ltr: true },
          { label: 'Opening hours', value: 'Every day, 9 am to 9 pm' },
        ],
      },
    ],
  },
};

const ur: Record<InfoDoc, InfoPageText> = {
  help: {
    title: 'مدد',
    intro: 'سب سے زیادہ پوچھے جانے والے سوالات کے جواب۔ اگر آپ کا سوال یہاں نہیں ہے تو ہم سے رابطہ کریں، ہم مدد کریں گے۔',
    sections: [
      {
        heading: 'آپ کی سم اور آپ کا نمبر',
        questions: [
          { q: 'میں اپنی نئی سم کیسے ایکٹیویٹ کروں؟', a: 'ہوم پر اپنی لائن کا انتظام کھولیں اور "اپنی سم ایکٹیویٹ کریں" منتخب کریں۔ سم کارڈ نمبر درج کریں: سم کارڈ پر بارکوڈ کے نیچے چھپے 19 ہندسے۔ ای سم انسٹال ہوتے ہی فعال ہو جاتی ہے۔' },
          { q: 'میری سم گم ہو گئی ہے۔ میں کیا کروں؟', a: 'ہوم پر اپنی لائن سے سم کی تبدیلی کی درخواست دیں۔ آپ کی پرانی سم فوراً بند ہو جاتی ہے تاکہ کوئی اور آپ کا نمبر استعمال نہ کر سکے۔ عام سم کی فیس 500 روپے ہے؛ ای سم مفت ہے۔' },
          { q: 'کیا میں کسی دوسرے نیٹ ورک سے اپنا نمبر ساتھ لا سکتا ہوں؟', a: 'جی ہاں۔ سم خریدتے وقت "اپنا نمبر لائیں" منتخب کریں۔ منتقلی میں عموماً تین کاروباری دن تک لگتے ہیں، اور تب تک آپ کی پرانی سم چلتی رہتی ہے۔' },
        ],
      },
      {
        heading: 'بیلنس، پلان اور بنڈل',
        questions: [
          { q: 'میں بیلنس کیسے ڈالوں؟', a: 'اپنی لائن پر "ری چارج" منتخب کریں اور کارڈ، ایزی پیسہ یا جاز کیش سے 100 سے 1,000 روپے تک ادا کریں۔ ادائیگی کامیاب ہوتے ہی بیلنس شامل ہو جاتا ہے۔' },
          { q: 'میرا پلان تجدید ہونے پر کیا ہوتا ہے؟', a: 'تجدید کی تاریخ پر پلان کی قیمت آپ کے بیلنس سے کٹ جاتی ہے۔ بیلنس کم ہو تو لائن رعایتی مدت میں چلی جاتی ہے؛ تجدید کے لیے ری چارج کریں۔' },
          { q: 'کیا میں اپنا پلان بدل سکتا ہوں؟', a: 'جی ہاں۔ اپنی لائن پر "پلان تبدیل کریں" منتخب کریں۔ سستا پلان اگلی تجدید پر شروع ہوتا ہے؛ مہنگا پلان فوراً شروع ہو سکتا ہے۔' },
        ],
      },
      {
        heading: 'آپ کا اکاؤنٹ',
        questions: [
          { q: 'میں سائن اِن کیسے کروں؟', a: 'اپنے اکاؤنٹ کا ای میل پتہ یا موبائل نمبر درج کریں۔ ہم آپ کو ایک وقتی کوڈ بھیجتے ہیں؛ اسے درج کر کے سائن اِن کریں۔ ہم کبھی پاس ورڈ نہیں مانگتے۔' },
          { q: 'میں اپنا ای میل پتہ کیسے بدلوں؟', a: 'اکاؤنٹ کھولیں، پھر ای میل۔ ہم نئے پتے پر ایک کوڈ بھیجتے ہیں تاکہ تصدیق ہو جائے کہ یہ آپ کا ہے۔' },
        ],
      },
    ],
  },
  terms: {
    title: 'استعمال کی شرائط',
    intro: 'یہ شرائط اس وقت لاگو ہوتی ہیں جب آپ ستارہ موبائل کا کنکشن خریدتے ہیں یا یہ ویب سائٹ اور ہماری ایپ استعمال کرتے ہیں۔ متفق ہونے سے پہلے براہ کرم انہیں پڑھ لیں۔',
    updated: 'آخری ترمیم: 1 نومبر 2026',
    sections: [
      {
        heading: '1۔ ہم کون ہیں',
        paragraphs: ['ستارہ موبائل پاکستان ٹیلی کمیونیکیشن اتھارٹی (پی ٹی اے) کے لائسنس کے تحت پاکستان میں موبائل سروس فراہم کرتا ہے۔ ان شرائط میں "ہم" سے مراد ستارہ موبائل اور "آپ" سے مراد وہ صارف ہے جس کے نام پر کنکشن ہے۔'],
      },
      {
        heading: '2۔ آپ کا کنکشن',
        list: [
          'آپ کی عمر کم از کم 18 سال ہو اور آپ کے پاس درست شناختی کارڈ، نائیکوپ یا پاسپورٹ ہو۔',
          'پی ٹی اے کے قواعد کے مطابق ہر سم آپ کی شناخت پر رجسٹر ہوتی ہے۔ آپ قواعد کی اجازت سے زیادہ سمیں نہیں رکھ سکتے۔',
          'اپنے نمبر کے استعمال کی ذمہ داری آپ پر ہے۔ سم گم یا چوری ہو جائے تو فوراً ہمیں بتائیں۔',
        ],
      },
      {
        heading: '3۔ پلان، بیلنس اور ادائیگیاں',
        list: [
          'قیمتوں میں تمام ٹیکس شامل ہیں۔ پری پیڈ پلان تجدید کی تاریخ پر آپ کے بیلنس سے تجدید ہوتے ہیں، جب تک آپ خودکار تجدید بند نہ کریں۔',
          'بچا ہوا ڈیٹا، منٹ اور ایس ایم ایس اگلی مدت میں منتقل نہیں ہوتے، سوائے اس کے کہ پلان میں ایسا لکھا ہو۔',
          'ناکام یا منسوخ ادائیگی پر کوئی رقم نہیں کٹتی۔ غلطی سے کٹی ہوئی رقم 14 کاروباری دنوں میں اسی کارڈ یا والیٹ میں واپس کی جاتی ہے۔',
        ],
      },
      {
        heading: '4۔ منصفانہ استعمال',
        paragraphs: ['آپ ہماری سروس آگے فروخت نہیں کر سکتے، بڑی تعداد میں یا بلا اجازت پیغامات نہیں بھیج سکتے، اور نیٹ ورک کو کسی غیر قانونی کام کے لیے استعمال نہیں کر سکتے۔ ان قواعد کی خلاف ورزی پر ہم کنکشن محدود یا معطل کر سکتے ہیں، اور آپ کو وجہ بتائیں گے۔'],
      },
      {
        heading: '5۔ کنکشن ختم کرنا',
        paragraphs: ['آپ کسی بھی وقت اپنے اکاؤنٹ سے کنکشن ختم کر سکتے ہیں؛ یہ آپ کے منتخب کردہ دن ختم ہوتا ہے۔ پری پیڈ لائن پر بچا ہوا بیلنس واپس نہیں ہوتا۔ جس کنکشن پر 120 دن تک کوئی ادا شدہ استعمال نہ ہو، اسے ہم آپ کو دو بار مطلع کرنے کے بعد ختم کر سکتے ہیں۔'],
      },
      {
        heading: '6۔ تبدیلیاں اور شکایات',
        paragraphs: ['ان شرائط یا آپ کے پلان کی قیمت میں کسی تبدیلی سے کم از کم 30 دن پہلے ہم آپ کو مطلع کرتے ہیں۔ اگر ہم 15 کاروباری دنوں میں شکایت حل نہ کر سکیں تو آپ اسے پی ٹی اے کے پاس لے جا سکتے ہیں۔'],
      },
    ],
  },
  privacy: {
    title: 'رازداری کی پالیسی',
    intro: 'یہ پالیسی بتاتی ہے کہ ہم آپ کے بارے میں کیا جانتے ہیں، اسے کیوں رکھتے ہیں، اور آپ کے پاس کیا اختیارات ہیں۔ ہم صرف وہی رکھتے ہیں جو آپ کی خدمت اور قانون کی پابندی کے لیے ضروری ہے۔',
    updated: 'آخری ترمیم: 1 نومبر 2026',
    sections: [
      {
        heading: 'ہم کیا معلومات لیتے ہیں',
        list: [
          'آپ کی شناخت: نام، تاریخ پیدائش، شناختی کارڈ یا پاسپورٹ کی تفصیلات اور شناخت کی تصدیق کی تصاویر۔',
          'آپ سے رابطے کے لیے: ای میل پتہ، موبائل نمبر اور ڈیلیوری کا پتہ۔',
          'آپ کی سروس: پلان، بیلنس، استعمال، ادائیگیاں اور آپ کی درخواستیں۔ ہم آپ کا پورا کارڈ نمبر کبھی محفوظ نہیں کرتے۔',
        ],
      },
      {
        heading: 'ہم اسے کیوں استعمال کرتے ہیں',
        list: [
          'قانون کے مطابق آپ کی سم آپ کی شناخت پر رجسٹر کرنے، اسے پہنچانے اور ایکٹیویٹ کرنے کے لیے۔',
          'آپ کا اکاؤنٹ چلانے کے لیے: تجدید، ری چارج، بل، مدد اور انعامات کا پروگرام اگر آپ اس میں شامل ہوں۔',
          'آپ کو اور نیٹ ورک کو دھوکہ دہی سے بچانے کے لیے۔',
          'آپ کو پیشکشیں بھیجنے کے لیے، صرف اس صورت میں جب آپ رازداری کی ترتیبات میں اجازت دیں۔',
        ],
      },
      {
        heading: 'ہم یہ معلومات کس کو دیتے ہیں',
        paragraphs: ['نادرا اور پی ٹی اے کو، شناخت کی تصدیق کے لیے اور جہاں قانون تقاضا کرے؛ اپنی کوریئر کمپنی کو، آپ کی سم پہنچانے کے لیے؛ اور ان بینکوں اور والیٹس کو جو آپ کی ادائیگیاں مکمل کرتے ہیں۔ ہم آپ کی معلومات کسی کو فروخت نہیں کرتے۔'],
      },
      {
        heading: 'ہم اسے کب تک رکھتے ہیں',
        paragraphs: ['آپ کی رجسٹریشن کی تفصیلات ہم اس وقت تک رکھتے ہیں جب تک آپ ہمارے صارف ہیں، اور اس کے بعد قانون کی مقرر کردہ مدت تک۔ استعمال کا ریکارڈ زیادہ سے زیادہ دو سال رکھا جاتا ہے۔'],
      },
      {
        heading: 'آپ کے اختیارات',
        paragraphs: [`آپ اپنے اکاؤنٹ میں اپنی تفصیلات دیکھ اور درست کر سکتے ہیں، اور رازداری کی ترتیبات میں مارکیٹنگ اور تجزیات کو بند یا چالو کر سکتے ہیں۔ اپنے ڈیٹا کی نقل مانگنے یا کوئی تشویش بتانے کے لیے ${PRIVACY_EMAIL} پر لکھیں۔`],
      },
    ],
  },
  contact: {
    title: 'ہم سے رابطہ',
    intro: 'ہم ہر روز حاضر ہیں۔ اگر آپ سائن اِن ہیں تو صفحے کے اوپر چیٹ کے بٹن سے شروع کریں: وہ آپ کا اکاؤنٹ پہلے سے جانتا ہے۔',
    sections: [
      {
        heading: 'فون کریں یا لکھیں',
        facts: [
          { label: 'ہیلپ لائن (کسی بھی پاکستانی نمبر سے مفت)', value: PHONE, href: PHONE_HREF, ltr: true },
          { label: 'اپنی ستارہ موبائل لائن سے', value: '111', href: 'tel:111', ltr: true },
          { label: 'ای میل', value: EMAIL, href: `mailto:${EMAIL}`, ltr: true },
          { label: 'اوقاتِ کار', value: 'ہر روز، صبح 9 بجے سے رات 9 بجے تک' },
        ],
      },
    ],
  },
};

const texts: Record<Language, Record<InfoDoc, InfoPageText>> = { en, ur };

/** The page's text in a language. */
export function infoText(doc: InfoDoc, language: Language): InfoPageText {
  return texts[language][doc];
}
