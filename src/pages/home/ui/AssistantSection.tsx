import { css } from 'styled-system/css';
import { ASKS_QUOTA_HINT } from '@/shared/config';
import { ASSISTANT_EXAMPLES } from '../config/content';

export function AssistantSection() {
  return (
    <section
      aria-labelledby="assistant-title"
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
        gap: { base: '8', lg: '16' },
        alignItems: 'center',
        p: { base: '8', md: '12' },
        bg: 'brand.subtle',
        borderRadius: '2xl',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 id="assistant-title" className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
          Meet the Budget AI Assistant
        </h2>
        <p className={css({ fontSize: 'lg', color: 'fg.muted', lineHeight: 'relaxed' })}>
          Ask about your own transactions and accounts, and get answers drawn from your data. Be specific and give a date
          range: the last three months, a specific date, a month or a year.
        </p>
        <p className={css({ color: 'fg.muted' })}>{ASKS_QUOTA_HINT}</p>
      </div>
      <ul aria-label="Questions you can ask" className={css({ display: 'grid', gap: '3' })}>
        {ASSISTANT_EXAMPLES.map((example) => (
          <li
            key={example}
            className={css({
              justifySelf: 'end',
              maxW: 'sm',
              px: '4',
              py: '3',
              bg: 'brand.solid',
              color: 'brand.contrast',
              borderRadius: 'surface',
              borderBottomRightRadius: 'sm',
              boxShadow: 'raised',
            })}
          >
            {example}
          </li>
        ))}
      </ul>
    </section>
  );
}
