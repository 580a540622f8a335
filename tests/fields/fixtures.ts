import { ruleContext, type RuleContext } from '../../fields/rules';

/** The injected clock for every date test: 15 June 2025, 12:00 in Karachi (07:00 UTC). */
export const NOW = Date.UTC(2025, 5, 15, 7, 0, 0);

/** A rule context at NOW in Pakistan, with optional form values. */
export function ctxWith(values: Record<string, unknown> = {}, overrides: Partial<Omit<RuleContext, 'now'>> = {}): RuleContext {
  return ruleContext(NOW, { values, ...overrides });
}

/** One row of a table-driven test. */
export interface Case<I, E> {
  readonly name: string;
  readonly input: I;
  readonly expected: E;
}
