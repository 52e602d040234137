import { css, cx } from 'styled-system/css';
import { card, iconBadge } from 'styled-system/recipes';
import { PageIcon } from '@/shared/ui';
import { FEATURES } from '../config/content';

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className={css({ py: 'section', scrollMarginTop: '16' })}>
      <h2 id="features-title" className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight', mb: '3' })}>
        Everything your budget needs
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'prose', mb: '10' })}>
        Link a bank once. Ledgerline keeps your accounts and transactions up to date and turns them into a plan.
      </p>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '5' })}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
            <span className={iconBadge({ size: 'lg', shape: 'square' })}>
              <PageIcon name={feature.icon} size={24} />
            </span>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{feature.title}</h3>
            <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
