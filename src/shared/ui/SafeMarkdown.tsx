import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { isInAppHref, safeMarkdownUrl } from '@/shared/lib';
import { actionLink, table } from './text-styles';

const prose = css({
  fontSize: 'sm',
  lineHeight: 'relaxed',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '2' },
  '& h1, & h2, & h3, & h4': { fontSize: 'md', fontWeight: 'semibold', lineHeight: 'snug' },
  '& ul, & ol': { pl: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& strong': { fontWeight: 'semibold' },
  // A table keeps its words whole and scrolls sideways in its own box when its column is narrow.
  '& th, & td': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
  // A header sits over its cells (a browser centres one by default; cells start at the left).
  '& th:not([align])': { textAlign: 'start' },
  '& code': { fontFamily: 'mono', fontSize: 'xs' },
});

const tableScroll = css({ overflowX: 'auto', maxW: 'full', outline: 'none', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } });

export interface SafeMarkdownProps {
  /** Markdown written by the assistant or an analysis. */
  text: string;
  /** Runs when a link into the app is followed (the drawer closes itself on a phone). */
  onInAppLinkClick?: () => void;
}

/** A link of the text: relative links move inside the app (no reload), blanked ones are plain text. */
function MarkdownLink({ href, children, onInAppLinkClick }: AnchorHTMLAttributes<HTMLAnchorElement> & Pick<SafeMarkdownProps, 'onInAppLinkClick'>) {
  if (!href) return <span>{children}</span>;
  if (isInAppHref(href))
    return (
      <Link href={href} className={actionLink} onClick={onInAppLinkClick}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={actionLink}>
      {children}
    </a>
  );
}

const componentsOf = (onInAppLinkClick?: () => void): Components => ({
  a: ({ href, children }) => (
    <MarkdownLink href={href} onInAppLinkClick={onInAppLinkClick}>
      {children}
    </MarkdownLink>
  ),
  table: ({ children }) => (
    // Focusable, so that a table wider than its column can be scrolled by keyboard.
    <div tabIndex={0} role="group" aria-label="Table, scrolls sideways" className={tableScroll}>
      <table className={table}>{children}</table>
    </div>
  ),
});

/**
 * Markdown from the assistant or an analysis, sanitised, with links only of the spec's schemes
 * (section 5; others blanked). The one renderer both the assistant's drawer and the budget overview use.
 */
export function SafeMarkdown({ text, onInAppLinkClick }: SafeMarkdownProps) {
  return (
    <div className={prose}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} urlTransform={safeMarkdownUrl} components={componentsOf(onInAppLinkClick)}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
