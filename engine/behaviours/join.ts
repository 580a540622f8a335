/**
 * Joins the behaviour groups of one kind. Journeys name behaviours by string, so two groups giving the same name
 * would silently run the wrong code in one of them: a collision is refused when the registry is built.
 */
export function joinBehaviours<T>(kind: string, ...groups: Array<Record<string, T>>): Record<string, T> {
  const joined: Record<string, T> = {};
  for (const group of groups) {
    for (const [name, impl] of Object.entries(group)) {
      if (name in joined) throw new Error(`Behaviour registry: ${kind} '${name}' is defined twice`);
      joined[name] = impl;
    }
  }
  return joined;
}
