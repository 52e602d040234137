import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

interface PageHeaderProps {
  /** The page's one <h1>. */
  title: ReactNode;
  description?: ReactNode;
  /** Page-level actions, at the end of the header row. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: '4',
        mb: '8',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: 'prose' })}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', letterSpacing: 'tight', lineHeight: 'tight' })}>
          {title}
        </h1>
        {description && <p className={css({ color: 'fg.muted', fontSize: 'md', lineHeight: 'relaxed' })}>{description}</p>}
      </div>
      {actions && <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>{actions}</div>}
    </header>
  );
}
