import { css } from 'styled-system/css';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';
import { FAQ, SUPPORT_DESCRIPTION, SUPPORT_EMAIL } from '../config/faq';
import { FaqItem } from './FaqItem';

export function SupportPage() {
  return (
    <>
      <title>{documentTitle('Support')}</title>
      <meta name="description" content={SUPPORT_DESCRIPTION} />
      <PageHeader
        title="Support"
        description="Answers to the questions we hear most about bank connections, billing, the assistant and your data."
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' },
          gap: { base: '8', lg: '12' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'grid', gap: '10', minW: '0' })}>
          {FAQ.map((topic) => (
            <section key={topic.id} aria-labelledby={`faq-${topic.id}`} className={css({ display: 'grid', gap: '3' })}>
              <h2 id={`faq-${topic.id}`} className={css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'tight', mb: '1' })}>
                {topic.title}
              </h2>
              {topic.entries.map((entry) => (
                <FaqItem key={entry.question} entry={entry} />
              ))}
            </section>
          ))}
        </div>
        <section
          aria-labelledby="contact-title"
          className={css({
            gridRow: { base: '1', lg: 'auto' },
            position: { lg: 'sticky' },
            top: { lg: '24' },
            display: 'grid',
            gap: '3',
            p: '6',
            bg: 'brand.subtle',
            borderRadius: 'surface',
          })}
        >
          <h2 id="contact-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            Still stuck?
          </h2>
          <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
            Write to us and a person will answer, usually within one working day. Tell us the email you sign in with;
            never send passwords or card numbers.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className={css({ color: 'brand.text', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', overflowWrap: 'anywhere' })}
          >
            {SUPPORT_EMAIL}
          </a>
        </section>
      </div>
    </>
  );
}
