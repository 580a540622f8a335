/**
 * Issue 44 parts 5 and 6, the pure rules: the balance a recharge gives by the tax rule, when a saved card has expired,
 * what a card's token keeps, and what the app's payment request sends (the card to save only with a card payment).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RECHARGE_TAX, rechargeCredit } from '../../../../gateway/lines/recharge-tax';
import { cardExpired, tokenOf } from '../../../../gateway/payments/cards';
import { paymentRequestBody } from '../../../../src/features/payment/payment-actors';
import { cardToSave, holdCardToSave } from '../../../../src/features/payment/card-to-save';

const urls = { successUrl: 'http://127.0.0.1:8080/profile', failureUrl: 'http://127.0.0.1:8080/profile/recharge' };
const CARD = { number: '4111111111111111', expiry: '12/30', securityCode: '123', holderName: ' Ayesha Khan ' };

describe('the balance a recharge gives', () => {
  it('takes the advance income tax out of the amount, inclusive, rounded down to the paisa', () => {
    expect(rechargeCredit(DEFAULT_RECHARGE_TAX, 100)).toEqual({ amount: 100, balance: 86.95, tax: 13.05 });
    expect(rechargeCredit(DEFAULT_RECHARGE_TAX, 1000)).toEqual({ amount: 1000, balance: 869.56, tax: 130.44 });
    for (const amount of [1, 7, 99, 100, 200, 333, 500, 1000, 99999]) {
      const q = rechargeCredit({ advanceIncomeTaxRate: 0.15 }, amount);
      expect(Math.round((q.balance + q.tax) * 100)).toBe(amount * 100);
      // Never less tax than the rate asks of the balance given (rounding favours the tax, by less than a paisa).
      expect(q.tax * 100).toBeGreaterThanOrEqual(Math.floor(q.balance * 15 + 1e-9));
      expect(q.balance * 1.15).toBeLessThanOrEqual(amount + 1e-9);
    }
  });

  it('follows the rate of the config: none gives the whole amount', () => {
    expect(rechargeCredit({ advanceIncomeTaxRate: 0 }, 500)).toEqual({ amount: 500, balance: 500, tax: 0 });
    expect(rechargeCredit({ advanceIncomeTaxRate: 0.125 }, 100).balance).toBe(88.88);
  });
});

describe('saved cards', () => {
  const pkt = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - 5 * 3600_000;
  it('a card is good through the last day of its month, Pakistan time', () => {
    expect(cardExpired('01/27', pkt(2027, 1, 31, 23))).toBe(false);
    expect(cardExpired('01/27', pkt(2027, 2, 1))).toBe(true);
    expect(cardExpired('12/30', pkt(2030, 12, 31, 23))).toBe(false);
    expect(cardExpired('12/30', pkt(2031, 1, 1))).toBe(true);
  });

  it('a token keeps brand, last four and expiry; a number that is no card has none', () => {
    expect(tokenOf({ cardNumber: '5555555555554444', expiry: '01/27' })).toEqual({ brand: 'mastercard', last4: '4444', expiry: '01/27' });
    expect(tokenOf({ cardNumber: '4111111111111112', expiry: '01/27' })).toBeUndefined();
    expect(tokenOf({ cardNumber: '9111111111111111', expiry: '01/27' })).toBeUndefined();
  });
});

describe('the payment request the app sends', () => {
  afterEach(() => holdCardToSave(undefined));

  it('sends the card to save with a card payment only, and nothing once the panel let it go', () => {
    holdCardToSave(CARD);
    expect(paymentRequestBody('TU-0000AB12', { method: 'CARD' }, urls).saveCard).toEqual({ cardNumber: CARD.number, expiry: '12/30', holderName: 'Ayesha Khan' });
    expect(paymentRequestBody('TU-0000AB12', { method: 'SAVED_CARD', savedPaymentMethodId: 'pm-1' }, urls)).toMatchObject({ savedPaymentMethodId: 'pm-1' });
    expect(paymentRequestBody('TU-0000AB12', { method: 'SAVED_CARD', savedPaymentMethodId: 'pm-1' }, urls).saveCard).toBeUndefined();
    expect(paymentRequestBody('TU-0000AB12', { method: 'EASYPAISA', walletNumber: '03001234567' }, urls).saveCard).toBeUndefined();
    holdCardToSave(undefined);
    expect(cardToSave()).toBeUndefined();
    expect(paymentRequestBody('TU-0000AB12', { method: 'CARD' }, urls).saveCard).toBeUndefined();
  });
});
