import type { Stack } from './harness';

/** The balance a recharge of `amount` gives, as the gateway quotes it before paying (its tax rule: issue 44 part 6). */
export async function rechargeBalance(stack: Pick<Stack, 'gatewayUrl'>, amount: number): Promise<number> {
  const options = (await (await fetch(`${stack.gatewayUrl}/v1/topups/options`)).json()) as { result: { recharges: Array<{ amount: number; balance: number }> } };
  const quote = options.result.recharges.find((r) => r.amount === amount);
  if (!quote) throw new Error(`the gateway offers no recharge of ${amount}`);
  return quote.balance;
}
