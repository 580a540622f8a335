import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The leads of the member's own loyalty pages (history, tiers, boosters, membership, a category's rewards), apart from
 * the area's words:
 * the loyalty home's first script carries those (scripts/route-preloads.ts), and it draws none of these.
 */
export const loyaltyLeadMessages: AreaMessages = {
  en: {
    ly_history_lead: 'Every point you earned or spent, with the newest first and what each one was for.',
    ly_tiers_lead: 'What each tier gives you, and how many points take you on to the next one.',
    ly_boosters_lead: 'Offers that earn you extra points for a while. Each one says when it ends.',
    ly_profile_lead: 'Your membership: since when you have been a member, your points and the tiers you have reached.',
    ly_category_lead: 'The rewards of this kind that your points can buy, each with its price in points. Open one to see what it gives you and to redeem it.',
  },
  ur: {
    ly_history_lead: 'آپ کے کمائے یا خرچ کیے گئے ہر پوائنٹ کی تفصیل، تازہ ترین پہلے، اور یہ کہ وہ کس لیے تھا۔',
    ly_tiers_lead: 'ہر درجہ آپ کو کیا دیتا ہے، اور کتنے پوائنٹس آپ کو اگلے درجے تک لے جاتے ہیں۔',
    ly_boosters_lead: 'پیشکشیں جو کچھ عرصے کے لیے آپ کو اضافی پوائنٹس دلاتی ہیں۔ ہر ایک بتاتی ہے کہ وہ کب ختم ہوگی۔',
    ly_profile_lead: 'آپ کی رکنیت: آپ کب سے رکن ہیں، آپ کے پوائنٹس اور وہ درجے جن تک آپ پہنچے۔',
    ly_category_lead: 'اس قسم کے انعامات جو آپ کے پوائنٹس سے مل سکتے ہیں، ہر ایک کی قیمت پوائنٹس میں۔ کوئی انعام کھولیں تاکہ دیکھیں وہ آپ کو کیا دیتا ہے اور اسے حاصل کریں۔',
  },
};
