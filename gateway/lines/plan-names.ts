import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { languageOf, localiseText } from '../catalog/localise';
import { getContent } from '../seed/seed';
import type { Line } from './line-store';
import type { AllowanceView } from './allowances';
import { loyaltyProducts } from '../seed/loyalty-seed';

/** A line as the API shows it, with its plan's name in the request's language ("Monthly Prepaid"). */
export type NamedLine = Line & { planName: string };

/**
 * Adds each line's plan name from the catalogue, in the language the request asks for (Accept-Language), so
 * pages never show a plan id. A plan no longer in the catalogue keeps its id as its name. The line's allowances are
 * named in that language too (the plan's as the plan, a reward as its loyalty product, the rest as the catalogue).
 */
export async function withPlanNames(q: Queryable, req: FastifyRequest, lines: readonly Line[]): Promise<NamedLine[]> {
  const plans = await getContent<Array<{ id: string; name: string }>>(q, 'plans');
  const language = languageOf(req.headers['accept-language']);
  const names = new Map(plans.map((p) => [p.id, localiseText(p.name, language)]));
  const nameOf = (a: AllowanceView) =>
    (a.kind === 'PLAN' ? names.get(a.item) : a.kind === 'REWARD' ? loyaltyProducts.find((p) => p.id === a.item)?.name[language] : undefined) ?? localiseText(a.name, language);
  return lines.map((l) => ({
    ...l,
    planName: names.get(l.planId) ?? l.planId,
    ...(l.usage?.allowances ? { usage: { ...l.usage, allowances: l.usage.allowances.map((a) => ({ ...a, name: nameOf(a) })) } } : {}),
  }));
}

/** One line with its plan name (see withPlanNames). */
export async function withPlanName(q: Queryable, req: FastifyRequest, line: Line): Promise<NamedLine> {
  return (await withPlanNames(q, req, [line]))[0]!;
}
