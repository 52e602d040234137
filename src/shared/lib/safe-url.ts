/** The only link schemes an answer may use (spec section 5); relative links are allowed too. */
const SAFE_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * react-markdown's `urlTransform`: a link keeps its URL if it is relative or uses a safe scheme,
 * anything else (`javascript:`, `data:`, `vbscript:`...) is blanked.
 */
export function safeMarkdownUrl(url: string): string {
  const colon = url.indexOf(':');
  const firstDelimiter = Math.min(...['/', '?', '#'].map((char) => (url.includes(char) ? url.indexOf(char) : Infinity)));
  // No colon before the path, query or fragment: a relative URL.
  if (colon === -1 || colon > firstDelimiter) return url;
  const scheme = url.slice(0, colon).trim().toLowerCase();
  return (SAFE_SCHEMES as readonly string[]).includes(scheme) ? url : '';
}

/** A link that stays in the app: relative, not to another origin (`//host`). */
export const isInAppHref = (href: string): boolean => href !== '' && safeMarkdownUrl(href) === href && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
