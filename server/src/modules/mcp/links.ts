/** A key whose string value is a link into the app (`link`, `income_link`, …). */
const isLinkKey = (key: string) => key === 'link' || key.endsWith('_link');

/**
 * The tools' results with each app link made absolute (`${PUBLIC_URL}/transactions?…`): an AI
 * client is not on the app's origin, so a relative link would lead nowhere.
 */
export function withAbsoluteLinks<T>(value: T, publicUrl: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withAbsoluteLinks(item, publicUrl)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isLinkKey(key) && typeof item === 'string' && item.startsWith('/') ? `${publicUrl}${item}` : withAbsoluteLinks(item, publicUrl)]),
  ) as T;
}
