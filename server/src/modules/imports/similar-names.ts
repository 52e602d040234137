/**
 * Whether two transaction descriptions name the same payee, as a bank's file and a sync write
 * them: "COFFEE SHOP #123" and "Coffee Shop", "AMZN Mktp US*2K4" and "Amazon Marketplace" do not
 * need to be equal, only close. Used to find likely duplicates (same account, same amount, dates
 * at most 3 days apart, a similar name).
 */
import { similarity as similarityAbove } from '../../lib/similarity.ts';

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

/** How alike two spellings are (1 the same, down to 0), with this reader's floor. */
export const similarity = (a: string, b: string): number => similarityAbove(a, b, MIN_NAME_SIMILARITY);

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
