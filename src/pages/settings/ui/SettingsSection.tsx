import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

interface SettingsSectionProps {
  title: string;
  /** A line under the title: what the section is for. */
  description?: string;
  children: ReactNode;
}

/** One section of Settings: its title and purpose beside (or above) a card with its content. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '14rem 1fr', desktop: '18rem 1fr' },
        gap: { base: '3', md: '8' },
        alignItems: 'start',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {title}
        </h2>
        {description && <p className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed' })}>{description}</p>}
      </div>
      <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}>{children}</div>
    </section>
  );
}
