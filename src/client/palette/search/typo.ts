/**
 * Small typos in English: the optimal-string-alignment distance between the query and the best
 * prefix of a word ("recrods" → records, "sned" → send). Growing the query never lowers it, which
 * keeps incremental filtering correct. The first letter must be right: people rarely mistype it,
 * and requiring it keeps the check cheap.
 */
let previous = new Int32Array(64);
let current = new Int32Array(64);
let beforePrevious = new Int32Array(64);

/** Allowed typos for a query length: none below 4 letters, one up to 7, two from 8. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** True when some prefix of `word` is within `budget` edits of `query`. */
export function withinTypos(query: string, word: string, budget: number): boolean {
  if (budget === 0 || word.length === 0 || word.charCodeAt(0) !== query.charCodeAt(0)) return false;
  const w = word.length;
  if (w + 2 > previous.length) {
    previous = new Int32Array(w * 2 + 2);
    current = new Int32Array(w * 2 + 2);
    beforePrevious = new Int32Array(w * 2 + 2);
  }
  for (let j = 0; j <= w; j += 1) previous[j] = j;
  for (let i = 1; i <= query.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= w; j += 1) {
      const wc = word.charCodeAt(j - 1);
      const cost = qc === wc ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && qc === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === wc) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > budget) return false;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  // After the last row, `previous` holds the distances of the whole query to each prefix.
  let best = Infinity;
  for (let j = 1; j <= w; j += 1) best = Math.min(best, previous[j] ?? Infinity);
  return best <= budget;
}
