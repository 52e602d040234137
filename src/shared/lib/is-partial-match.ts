/**
 * True when every field of `partial` equals the same field of `value`, recursively; fields absent
 * from `partial` are ignored. SWR key matching: `{ query: { page: 2 } }` matches any page-2 request.
 */
export function isPartialMatch(value: unknown, partial: unknown): boolean {
  if (Object.is(value, partial)) return true;
  if (typeof partial !== 'object' || partial === null) return false;
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(partial)) {
    return Array.isArray(value) && value.length === partial.length && partial.every((item, i) => isPartialMatch(value[i], item));
  }
  return Object.entries(partial).every(([key, expected]) =>
    isPartialMatch((value as Record<string, unknown>)[key], expected),
  );
}
