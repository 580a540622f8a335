import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJourneys } from '../../scripts/journey-routes';
import { contextSchemaProblems, JOURNEY_CONTEXT_DIR } from '../../scripts/journey-route-check';

const JOURNEYS = join(import.meta.dirname, '..', '..', 'journeys');
const journeys = readJourneys(JOURNEYS);
const machines = journeys.filter(({ definition }) => definition.kind === 'machine');

/** The repository's journey `id`, with its context changed by `edit` (a copy: the file is untouched). */
function editedContext(id: string, edit: (context: Record<string, unknown>) => void) {
  const found = machines.find(({ definition }) => definition.id === id);
  if (found?.definition.kind !== 'machine') throw new Error(`no machine journey '${id}'`);
  const definition = structuredClone(found.definition);
  const context = { ...(definition.context ?? {}) } as Record<string, unknown>;
  edit(context);
  return { file: found.file, definition: { ...definition, context } };
}

describe("each machine journey's context is typed (schemas/journey-context, issue 43)", () => {
  it('every machine journey has a context schema, and every schema a machine journey', () => {
    expect(machines.length).toBeGreaterThan(0);
    const schemas = readdirSync(JOURNEY_CONTEXT_DIR).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace('.schema.json', ''));
    expect(schemas.sort()).toEqual(machines.map(({ definition }) => definition.id).sort());
  });

  it("every key of every machine's JSON context is declared, required where the JSON gives it, and starts with a value of its type", () => {
    expect(contextSchemaProblems(machines)).toEqual([]);
  });

  it('a context key added without its type fails, naming the journey, the key and the file to declare it in', () => {
    const [first] = machines;
    const id = first!.definition.id;
    const edited = editedContext(id, (c) => (c.discountCode = null));
    expect(contextSchemaProblems([edited])).toEqual([
      {
        file: edited.file,
        pointer: '/context/discountCode',
        message: `context key 'discountCode' of machine '${id}' has no type: declare it in schemas/journey-context/${id}.schema.json's properties (then npm run gen)`,
      },
    ]);
  });

  it('an initial value of the wrong type fails at its key; a required key taken out of the JSON fails too', () => {
    const wrong = editedContext('payment', (c) => (c.polls = 'none'));
    expect(contextSchemaProblems([wrong])).toEqual([
      expect.objectContaining({ pointer: '/context/polls', message: expect.stringMatching(/initial value of 'polls' in machine 'payment' does not fit its type .*must be number/) }),
    ]);
    const missing = editedContext('paylink', (c) => delete c.paylinkId);
    expect(contextSchemaProblems([missing])).toEqual([
      expect.objectContaining({ pointer: '/context', message: expect.stringMatching(/requires 'paylinkId', which machine 'paylink' does not start with/) }),
    ]);
  });

  it('a machine journey without a schema is told which file to add', () => {
    const [first] = machines;
    const fresh = { file: 'journeys/gift-card.json', definition: { ...first!.definition, id: 'gift-card' } };
    expect(contextSchemaProblems([fresh])).toEqual([
      { file: 'journeys/gift-card.json', pointer: '/id', message: "machine 'gift-card' declares no context types: add schemas/journey-context/gift-card.schema.json (then npm run gen)" },
    ]);
  });
});
