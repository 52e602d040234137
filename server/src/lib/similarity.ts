/** Spelling similarity of two names, shared by the import's duplicate finder and the model stand-in. */

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * 1 for the same letters (spaces ignored: "wholefoods" is "whole foods"), down to 0. Below `floor`
 * the caller treats two spellings as different words, so lengths too far apart for that answer 0
 * without counting the edits.
 */
export function similarity(a: string, b: string, floor: number): number {
  const [x, y] = [a.replace(/ /g, ''), b.replace(/ /g, '')];
  if (x === y) return 1;
  const longest = Math.max(x.length, y.length);
  if (Math.abs(x.length - y.length) > longest * (1 - floor)) return 0;
  return 1 - editDistance(x, y) / longest;
}
