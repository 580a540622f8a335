import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * A card brand's name (`brand_${brand}`): part of the checkout's texts, and all the card pages that show a saved
 * card's line need of them (the card update loads these, not the whole checkout catalogue).
 */
export const cardBrandMessages: AreaMessages = {
  en: {
    brand_amex: 'American Express',
    brand_diners_club: 'Diners Club',
    brand_jcb: 'JCB',
    brand_master: 'Mastercard',
    brand_mastercard: 'Mastercard',
    brand_unionpay: 'UnionPay',
    brand_visa: 'Visa',
  },
  ur: {
    brand_amex: 'امریکن ایکسپریس',
    brand_diners_club: 'ڈائنرز کلب',
    brand_jcb: 'جے سی بی',
    brand_master: 'ماسٹر کارڈ',
    brand_mastercard: 'ماسٹر کارڈ',
    brand_unionpay: 'یونین پے',
    brand_visa: 'ویزا',
  },
};
