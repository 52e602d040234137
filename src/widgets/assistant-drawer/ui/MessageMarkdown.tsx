import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { isInAppHref, safeMarkdownUrl } from '@/entities/assistant';
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
  '& table': { display: 'block', overflowX: 'auto' },
  '& code': { fontFamily: 'mono', fontSize: 'xs' },
});

/** A link of an answer: relative links move inside the app (no reload), blanked ones are plain text. */
function MarkdownLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href) return <span>{children}</span>;
  if (isInAppHref(href))
    return (
      <Link href={href} className={actionLink}>
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
  table: ({ children }) => <table className={table}>{children}</table>,
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
