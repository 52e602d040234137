import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const prose = css({
  display: 'grid',
  gap: '4',
  color: 'fg.muted',
  lineHeight: 'relaxed',
  '& ul': { display: 'grid', gap: '2', pl: '5', listStyleType: 'disc' },
  '& strong': { color: 'fg.default', fontWeight: 'semibold' },
  '& a': { color: 'brand.text', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px' },
});

/** A long document: "last updated", a table of contents, then numbered sections. */
export function LegalDocument({ updated, sections }: { updated: string; sections: readonly LegalSection[] }) {
  return (
    <div className={css({ display: 'grid', gap: '10', maxW: 'prose' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Last updated {updated}</p>
      <nav aria-label="On this page" className={card({ elevation: 'flat', padding: 'md' })}>
        <p className={css({ fontWeight: 'semibold', mb: '3' })}>On this page</p>
        <ol className={css({ display: 'grid', gap: '1.5', pl: '5', listStyleType: 'decimal', color: 'fg.muted' })}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={css({ color: 'brand.text', _hover: { textDecoration: 'underline' } })}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={css({ display: 'grid', gap: '3', scrollMarginTop: '20' })}>
          <h2 id={`${section.id}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'tight', color: 'fg.default' })}>
            {index + 1}. {section.title}
          </h2>
          <div className={prose}>{section.body}</div>
        </section>
      ))}
    </div>
  );
}
