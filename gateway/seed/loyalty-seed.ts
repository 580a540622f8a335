/** Loyalty catalogue, tiers, booster campaigns and promotion rewards. */
export const WELCOME_POINTS = 1000;

export const tiers = [
  { id: 'SILVER', minPoints: 0 },
  { id: 'GOLD', minPoints: 5000 },
  { id: 'PLATINUM', minPoints: 15000 },
] as const;

export const loyaltyProducts = [
  { id: 'LP-DATA-5GB', name: '5 GB data', category: 'data', points: 500, price: 250 },
  { id: 'LP-MIN-100', name: '100 minutes', category: 'minutes', points: 300, price: 150 },
  { id: 'LP-FOOD-500', name: 'Rs 500 food voucher', category: 'vouchers', points: 1200, price: 500 },
  { id: 'LP-CINEMA', name: 'Cinema ticket', category: 'vouchers', points: 2000, price: 900 },
  { id: 'LP-HEADPHONES', name: 'Wireless earbuds', category: 'gadgets', points: 20000, price: 6000 },
];

export const boosters = [
  { id: 'BOOST-RAMADAN', name: 'Ramadan double points', multiplier: 2, endsAt: '2027-03-31' },
  { id: 'BOOST-INDEPENDENCE', name: 'Independence Day 1.5x', multiplier: 1.5, endsAt: '2027-08-14' },
];

export const rewards = [
  { id: 'RW-WELCOME-DATA', name: 'Welcome 2 GB', type: 'REWARD' },
  { id: 'RW-PARTNER-COFFEE', name: 'Partner coffee', type: 'EXTERNAL_REWARD' },
];

export const subscriptionSpecifications = [
  { productType: 'prepaid', autoRenewal: true, renewalDaysBefore: 1 },
  { productType: 'postpaid', autoRenewal: true, renewalDaysBefore: 0 },
  { productType: 'hybrid', autoRenewal: false, renewalDaysBefore: 1 },
];
