import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { isInAppHref, safeMarkdownUrl } from '@/shared/lib';
import { markTableFigures } from './markdown-figures';
import { MarkdownTable } from './MarkdownTable';
import { actionLink } from './text-styles';

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
  // A table's names wrap between words, never inside one, within a sensible width; amounts and
  // dates stay on one line (markTableFigures). Past its column the table scrolls (MarkdownTable).
  '& th, & td': { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual', whiteSpace: 'normal', minW: '7rem' },
  '& [data-cell-words]': { display: 'block', maxW: '16rem' },
  '& [data-cell], & th[data-column=amount]': { minW: 'auto' },
  '& [data-cell], & [data-whole-word]': { whiteSpace: 'nowrap' },
  '& [data-column=amount]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // A header sits over its cells (a browser centres one by default; cells start at the left).
  '& th:not([align]):not([data-column])': { textAlign: 'start' },
  '& code': { fontFamily: 'mono', fontSize: 'xs' },
});

// Sanitised first: the marks added after are ours.
const REHYPE_PLUGINS = [rehypeSanitize, markTableFigures];

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
  table: ({ children }) => <MarkdownTable>{children}</MarkdownTable>,
});

/**
 * Markdown from the assistant or an analysis, sanitised, with links only of the spec's schemes
 * (section 5; others blanked). The one renderer both the assistant's drawer and the budget overview use.
 */
export function SafeMarkdown({ text, onInAppLinkClick }: SafeMarkdownProps) {
  return (
    <div className={prose}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={REHYPE_PLUGINS} urlTransform={safeMarkdownUrl} components={componentsOf(onInAppLinkClick)}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
