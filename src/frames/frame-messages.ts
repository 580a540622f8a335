import type { Language } from '../i18n/shell-messages';

/**
 * Texts of the signed-in routes' frames (heading and lead of each, src/frames/route-frames.tsx), bundled with the
 * first chunk so a frame is drawn, and sent as HTML, before the page's chunk or the gateway's keys arrive. The
 * pages draw the same ids (their own area texts no longer carry them); gateway keys with these ids win once
 * fetched, so they must say the same (tests/src/landing/frame-texts.test.ts).
 */
export const routeFrameMessages: Record<Language, Record<string, string>> = {
  en: {
    profile_title: 'My account',
    profile_lead: 'Your lines with their balance, what is left of your bundles and when each renews; your rewards and your details below.',
    orders_title: 'My orders',
    orders_lead: 'Every order you placed, the newest first, with where it is now. Open one to follow its delivery or finish it.',
    hub_title: 'Manage your line',
    hub_lead: 'Choose a line to see what you can change on it: its plan, its SIM, moving it to another network or closing it.',
  },
  ur: {
    profile_title: 'میرا اکاؤنٹ',
    profile_lead: 'آپ کی لائنیں، ان کا بیلنس، بنڈلز میں کتنا باقی ہے اور ہر ایک کب تجدید ہوگی؛ نیچے آپ کے انعامات اور آپ کی تفصیلات۔',
    orders_title: 'میرے آرڈر',
    orders_lead: 'آپ کے تمام آرڈر، سب سے نئے پہلے، اور ہر ایک اب کہاں ہے۔ ڈیلیوری دیکھنے یا آرڈر مکمل کرنے کے لیے اسے کھولیں۔',
    hub_title: 'اپنی لائن کا انتظام',
    hub_lead: 'لائن منتخب کریں اور دیکھیں کہ آپ اس میں کیا بدل سکتے ہیں: اس کا پلان، اس کی سم، دوسرے نیٹ ورک پر منتقلی یا اسے بند کرنا۔',
  },
};
