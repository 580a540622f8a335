/** Edit distance between two names (insertions, deletions, substitutions), case-insensitive. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length]!;
}

/** The known name closest to `name`, when it is close enough to be a slip (a third of its letters at most, at least 1). */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(name, k);
    if (!best || d < best.d) best = { name: k, d };
  }
  return best && best.d <= Math.max(1, Math.floor(name.length / 3)) ? best.name : undefined;
}

/** " (did you mean 'x'?)" when a known name is close to `name`, else "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  const close = closestName(name, known);
  return close === undefined ? '' : ` (did you mean '${close}'?)`;
}
