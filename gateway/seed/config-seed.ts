/** Seed content for the config calls: Pakistan (+92, PKR, Asia/Karachi, en-PK). */
import { BANNER_OFFERS, BANNER_SIZE, bannerImagePath } from '../content/banner-images';

export const globalConfig = {
  country_config: {
    country_code: 'PK',
    international_code: '+92',
    default_timezone: 'Asia/Karachi',
    currency: { code: 'PKR', symbol: 'Rs' },
    i18n: {
      locale: 'en-PK',
      date_format: 'dd-MM-yyyy',
      time_format: 'HH:mm',
      currency_format: '{symbol} {amount}',
      date_style: 'medium',
      time_style: 'short',
    },
    decimal_specification: 2,
    default_language: 'en',
  },
  eligibility: { enabled: true },
  number_types: [
    { type: 'NEW', enabled: true },
    { type: 'PORT_IN', enabled: true },
  ],
};

export const webfrontSettings = {
  supportWidgetKey: 'sandbox-support-widget-key',
  featureFlagClientId: 'sandbox-feature-flags',
  // SPEC §9's help centre is the product's own help route (issue 46): no outside help site.
  helpCentreUrl: '/help',
  otpTimerSeconds: 120,
  maxImageBytes: 5242880,
};

export const eligibilitySettings = { documentIdCheck: { enabled: true }, numberOfLines: { enabled: true, maxLinesPerDocument: 5 } };
export const serviceRequestSettings = {
  simReplacement: { enabled: true, fee: 500 },
  planSwitch: { enabled: true },
  termination: { enabled: true },
  portIn: { enabled: true },
};
export const winbackSettings = { enabled: true, offers: [{ id: 'winback-50', discountPercent: 50, months: 3 }] };

export const languages = [
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', direction: 'rtl' },
];

export const configuration = {
  inventory: { numbersShown: 12, numberRenderCount: 6, numberRenderMax: 40, premiumRenderCount: 2, lockSeconds: 600 },
  // Issue 45 part 4: airtime sent to another Sitara number, in whole rupees; the fee (tax included) is taken from the
  // sending line with the amount; the day (Pakistan's calendar day on the gateway clock) allows `perDay` at most.
  balanceShare: { minAmount: 15, maxAmount: 500, fee: 5, perDay: { count: 5, amount: 1000 } },
  // Issue 45 part 5: below `threshold` rupees of airtime a line may borrow one offer; the fee is repaid with it.
  emergencyAdvance: { threshold: 20, offers: [{ amount: 20, fee: 3 }, { amount: 50, fee: 6 }, { amount: 100, fee: 12 }] },
};

// The images are served by the sandbox itself (gateway/content/banner-images.ts).
export const banners = BANNER_OFFERS.map((offer, i) => ({
  id: `banner-${i + 1}`,
  title: offer.title,
  headline: offer.headline,
  imageUrl: bannerImagePath(i),
  width: BANNER_SIZE.width,
  height: BANNER_SIZE.height,
  link: offer.link,
}));

export const journeySettings = {
  onboarding: {
    minAge: 18,
    maxAge: 100,
    steps: ['pre-checkout', 'addon-selection', 'connection-details', 'personal-details', 'address-details', 'manual-ekyc', 'order-summary', 'payment'],
  },
};

export const maintenance = { enabled: false, message: '' };

export const nationalities = ['Pakistani', 'Afghan', 'Bangladeshi', 'Chinese', 'Indian', 'Iranian', 'Malaysian', 'Singaporean', 'Emirati', 'British', 'American'];

/** The eSIM-new specification (SPEC §4): an onboarding eSIM is activated by QR code and needs no delivery. */
export const esimSpecification = { type: 'new', deliveryNeeded: false, activationMethod: 'QR_CODE' };
