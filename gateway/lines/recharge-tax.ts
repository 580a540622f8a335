/**
 * What a recharge gives (issue 44 part 6; docs/decisions/2026-11-29-recharge-tax-rule.md). Pakistan's operators
 * collect advance income tax on every recharge (Income Tax Ordinance s. 236(1)(b)) from the amount paid, inclusive:
 * Rs 100 at 15% gives Rs 100 / 1.15 = Rs 86.95 of balance (rounded down to the paisa, so the tax is never short).
 * Sales tax is not taken here: it is in the prices the balance later pays (line-ledger.ts taxIn). The rate is the
 * gateway's config (GatewayConfig.rechargeTax, GatewayOptions.rechargeTax), quoted before paying (GET_TOPUP_OPTIONS)
 * and kept on each top-up when it is made, so the balance credited is the one the customer was told.
 */
export interface RechargeTaxRule {
  /** Advance income tax on a recharge, as a fraction of the balance it gives (0.15 = 15%). */
  advanceIncomeTaxRate: number;
}

export const DEFAULT_RECHARGE_TAX: Readonly<RechargeTaxRule> = { advanceIncomeTaxRate: 0.15 };

/** The balance a recharge of `amount` gives and the tax withheld from it (rupees, two decimals). */
export function rechargeCredit(rule: RechargeTaxRule, amount: number): { amount: number; tax: number; balance: number } {
  const balance = Math.floor((amount / (1 + rule.advanceIncomeTaxRate)) * 100 + 1e-9) / 100;
  return { amount, tax: Math.round((amount - balance) * 100) / 100, balance };
}
