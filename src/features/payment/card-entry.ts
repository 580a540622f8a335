import { SECURITY_CODES, cardBrand, cardGroups, formatCardNumber, luhnValid, type CardBrand } from '../../../fields/rules/card-rules';

/** What the card form shows for the digits typed so far (SPEC §3/§5: brand by prefix, grouping, security code). */
export interface CardView {
  readonly digits: string;
  readonly brand: CardBrand | null;
  readonly formatted: string;
  readonly length: number;
  readonly securityName: string;
  readonly securityLength: number;
}

/** The card as typed: digits only, cut at the brand's length, grouped 4-6-5 / 4-6-4 / 4-4-4-4. */
export function cardView(input: string): CardView {
  const raw = input.replace(/\D/g, '');
  const brand = cardBrand(raw);
  const length = cardGroups(brand).reduce((a, b) => a + b, 0);
  const digits = raw.slice(0, length);
  const code = brand ? SECURITY_CODES[brand] : { name: 'CVV', length: 3 };
  return { digits, brand, formatted: formatCardNumber(digits), length, securityName: code.name, securityLength: code.length };
}

/** Expiry as typed → 'MM/YY' while typing ('1' → '1', '12' → '12/', '123' → '12/3'). */
export function formatExpiry(input: string, previous = ''): string {
  const d = input.replace(/\D/g, '').slice(0, 4);
  if (d.length === 1 && Number(d) > 1) return `0${d}/`;
  if (d.length < 2) return d;
  // Deleting the slash should not put it straight back.
  if (d.length === 2) return previous.endsWith('/') && input.length < previous.length ? d.slice(0, 1) : `${d}/`;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export interface CardValues {
  readonly number: string;
  readonly expiry: string;
  readonly securityCode: string;
  readonly holderName: string;
}
export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, string>>;

/** An expiry 'MM/YY' that is not before the month of `now`. */
export function expiryValid(expiry: string, now: Date): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** Message ids of every field in error (blank fields get 'error_cannot_be_blank', SPEC §5). */
export function cardErrors(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  const card = cardView(values.number);
  const digitsTyped = values.number.replace(/\D/g, '');
  if (!digitsTyped) errors.number = 'error_cannot_be_blank';
  else if (!card.brand || digitsTyped.length !== card.length || !luhnValid(digitsTyped)) errors.number = 'error_invalid_card_number';
  if (!values.expiry) errors.expiry = 'error_cannot_be_blank';
  else if (!expiryValid(values.expiry, now)) errors.expiry = 'error_invalid_expiry';
  if (!values.securityCode) errors.securityCode = 'error_cannot_be_blank';
  else if (!new RegExp(`^\\d{${card.securityLength}}$`).test(values.securityCode)) errors.securityCode = 'error_invalid_security_code';
  const holder = values.holderName.trim();
  if (!holder) errors.holderName = 'error_cannot_be_blank';
  else if (holder.length < 2 || !/^[\p{L} .'-]+$/u.test(holder)) errors.holderName = 'error_invalid_holder_name';
  return errors;
}

/** A wallet account number (Easypaisa, JazzCash): a Pakistani mobile number, 03XXXXXXXXX or 923XXXXXXXXX. */
export function walletNumberOf(input: string): string | null {
  const d = input.replace(/\D/g, '');
  if (/^03\d{9}$/.test(d)) return d;
  if (/^923\d{9}$/.test(d)) return d;
  if (/^3\d{9}$/.test(d)) return `0${d}`;
  return null;
}
