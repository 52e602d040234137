import { css } from 'styled-system/css';
import { SAFETY_POINTS } from '../config/content';

export function SafetySection() {
  return (
    <section aria-labelledby="safety-title" className={css({ py: 'section' })}>
      <h2 id="safety-title" className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight', mb: '3' })}>
        Your bank data, handled with care
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'prose', mb: '10' })}>
        Linking a bank means trusting us with your financial picture. Here is how we keep that trust.
      </p>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '6' })}>
        {SAFETY_POINTS.map((point) => (
          <div key={point.title} className={css({ pl: '5', borderLeftWidth: '3px', borderColor: 'brand.solid' })}>
            <dt className={css({ fontWeight: 'semibold', fontSize: 'lg', mb: '1' })}>{point.title}</dt>
            <dd className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>{point.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
