import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { closeAssistant, isInAppHref, safeMarkdownUrl } from '@/entities/assistant';
import { actionLink, table } from '@/shared/ui';

const prose = css({
  fontSize: 'sm',
  lineHeight: 'relaxed',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '2' },
  '& ul, & ol': { pl: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& strong': { fontWeight: 'semibold' },
  // A table keeps its words whole and scrolls sideways in its own box when the drawer is narrow.
  '& th, & td': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
  '& code': { fontFamily: 'mono', fontSize: 'xs' },
});

const tableScroll = css({ overflowX: 'auto', maxW: 'full', outline: 'none', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } });

/** Below Panda's `md` breakpoint the drawer covers the page: following a link into the app closes it, so the page shows. */
const FULL_WIDTH_QUERY = '(max-width: 767.98px)';
const closeWhenFullWidth = () => {
  if (window.matchMedia(FULL_WIDTH_QUERY).matches) closeAssistant();
};

/** A link of an answer: relative links move inside the app (no reload), blanked ones are plain text. */
function MarkdownLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href) return <span>{children}</span>;
  if (isInAppHref(href))
    return (
      <Link href={href} className={actionLink} onClick={closeWhenFullWidth}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={actionLink}>
      {children}
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  table: ({ children }) => (
    // Focusable, so that a table wider than the drawer can be scrolled by keyboard.
    <div tabIndex={0} role="group" aria-label="Table, scrolls sideways" className={tableScroll}>
      <table className={table}>{children}</table>
    </div>
  ),
};

/** A chat message as markdown, sanitised, with links only of the spec's schemes (others blanked). */
export function MessageMarkdown({ text }: { text: string }) {
  return (
    <div className={prose}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} urlTransform={safeMarkdownUrl} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
