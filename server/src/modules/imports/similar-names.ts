/**
 * Whether two transaction descriptions name the same payee, as a bank's file and a sync write
 * them: "COFFEE SHOP #123" and "Coffee Shop", "AMZN Mktp US*2K4" and "Amazon Marketplace" do not
 * need to be equal, only close. Used to find likely duplicates (same account, same amount, dates
 * at most 3 days apart, a similar name).
 */

/** Below this, two spellings are different words. */
export const MIN_NAME_SIMILARITY = 0.8;

/** Lower case, letters and digits only, words of store numbers and card digits dropped. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !/\d/.test(word))
    .join(' ');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for the same letters (spaces ignored: "wholefoods" is "whole foods"), down to 0. */
export function similarity(a: string, b: string): number {
  const [x, y] = [a.replace(/ /g, ''), b.replace(/ /g, '')];
  if (x === y) return 1;
  const longest = Math.max(x.length, y.length);
  if (Math.abs(x.length - y.length) > longest * (1 - MIN_NAME_SIMILARITY)) return 0;
  return 1 - editDistance(x, y) / longest;
}

const words = (normalized: string) => new Set(normalized.split(' ').filter((w) => w.length >= 3));

/**
 * The same payee: equal or closely spelled once normalised, one name the start of the other
 * ("coffee shop" in "coffee shop san francisco"), or most of the shorter one's words shared.
 */
export function similarNames(a: string, b: string): boolean {
  const [x, y] = [normalizeName(a), normalizeName(b)];
  if (x === '' || y === '') return x === y && a.trim().toLowerCase() === b.trim().toLowerCase();
  if (x === y) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  if (shorter.length >= 4 && (longer.startsWith(`${shorter} `) || longer.replace(/ /g, '').startsWith(shorter.replace(/ /g, '')))) return true;
  const [wx, wy] = [words(x), words(y)];
  const fewest = Math.min(wx.size, wy.size);
  if (fewest > 0) {
    let shared = 0;
    for (const w of wx) if (wy.has(w)) shared++;
    if (shared / fewest >= 0.5) return true;
  }
  return longer.length <= 64 && similarity(x, y) >= MIN_NAME_SIMILARITY;
}
