/**
 * The one list of words an Urdu page may show in Latin letters (issue 46), each with why. Everything else in Latin
 * letters on an Urdu page is English left behind. Used by the route sweeps (the step looks of tests/e2e/path-replay.e2e.ts,
 * tests/e2e/all-routes-layout.e2e.ts); the customer's own data (their email, their name) is added per run, and
 * references the customer quotes (ORD-…, SR-…), emails, numbers and short capitals (GB, SMS, an APN's letters) are
 * left out by the check itself (support/layout-checks.ts).
 */
export const URDU_ALLOWED: Readonly<Record<string, string>> = {
  EasyPaisa: 'a wallet brand: its own name, written so on its app and in Urdu adverts',
  Easypaisa: 'the same wallet brand as the gateway spells it',
  JazzCash: 'a wallet brand',
  Jazz: "another operator's brand (a port-in's current operator), as its logo spells it, like JazzCash",
  Zong: "another operator's brand, as its logo spells it",
  Ufone: "another operator's brand, as its logo spells it",
  Telenor: "another operator's brand, as its logo spells it",
  Visa: 'a card scheme: printed so on the card',
  Mastercard: 'a card scheme: printed so on the card',
  Amex: 'a card scheme',
  UnionPay: 'a card scheme',
  PayPak: 'the Pakistani card scheme, printed so on the card',
  SIM: 'written in Latin letters in Urdu by every operator in Pakistan',
  eSIM: 'as SIM',
  CNIC: "NADRA's own abbreviation, printed on the card",
  NICOP: "NADRA's card for overseas Pakistanis, printed so",
  POC: "NADRA's Pakistan Origin Card",
  PIN: 'printed so on the SIM card holder',
  PUK: 'printed so on the SIM card holder',
  OTP: 'what the code is called in Urdu SMS too',
  QR: 'a QR code',
  ICC: 'printed on the SIM card beside its number',
  ID: 'as in ICC ID, printed on the SIM',
  SMS: 'the word Urdu speakers use',
  GB: 'a unit, written so in Urdu bundle names by every operator',
  MB: 'a unit',
  KB: 'a unit',
  Rs: 'the currency sign (issue 46: Rs everywhere)',
  PKR: 'the currency code on receipts',
  '4G': 'a network generation',
  '5G': 'a network generation',
  LTE: 'a network generation',
  VoLTE: 'a phone setting named so on the phone',
  'SM-DP+': 'the eSIM server address a phone asks for, named so in its settings',
};
