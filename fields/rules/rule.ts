import type { MessageId } from './message-ids';

/** What a failed rule returns: a message id plus the values its text interpolates (e.g. minAge). */
export interface RuleMessage {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * Everything a rule may look at besides the value. `now` is injected (epoch ms) so no rule reads the
 * real clock; `values` holds the whole form so confirm fields can see the field they repeat.
 */
export interface RuleContext {
  readonly now: number;
  readonly timeZone: string;
  readonly minAge: number;
  readonly countryCode: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** One validation rule: null when the value passes, else the message to show. */
export type Rule<V = string> = (value: V, ctx: RuleContext) => RuleMessage | null;

/** Default context values (SPEC §9: minimum age 18; the operator is in Pakistan). */
export const DEFAULT_RULE_CONTEXT: Omit<RuleContext, 'now'> = {
  timeZone: 'Asia/Karachi',
  minAge: 18,
  countryCode: 'PK',
  values: {},
};

/** Builds a context with defaults; `now` is required so callers always choose their clock. */
export function ruleContext(now: number, overrides: Partial<Omit<RuleContext, 'now'>> = {}): RuleContext {
  return { ...DEFAULT_RULE_CONTEXT, ...overrides, now };
}

/** Wraps a message id as a rule result. */
export function fail(id: MessageId, values?: Record<string, string | number>): RuleMessage {
  return values ? { id, values } : { id };
}

/** Runs rules in order and returns the first failure, e.g. `firstFailure([mandatory, cnic], v, ctx)`. */
export function firstFailure<V>(rules: readonly Rule<V>[], value: V, ctx: RuleContext): RuleMessage | null {
  for (const rule of rules) {
    const result = rule(value, ctx);
    if (result) return result;
  }
  return null;
}
