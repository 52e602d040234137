import { css } from 'styled-system/css';
import { CheckIcon } from '@/shared/ui';
import { INCLUDED_FEATURES } from '../config/included';

export function IncludedFeatures() {
  return (
    <section aria-labelledby="included-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="included-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        What's included
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
        {INCLUDED_FEATURES.map(({ title, detail }) => (
          <li key={title} className={css({ display: 'flex', gap: '3' })}>
            <CheckIcon className={css({ flexShrink: '0', w: '5', h: '5', mt: '0.5', color: 'brand.solid' })} />
            <div>
              <p className={css({ fontWeight: 'semibold' })}>{title}</p>
              <p className={css({ color: 'fg.muted', fontSize: 'sm', lineHeight: 'relaxed' })}>{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
