import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * A block of an analysis's figures under its own heading (hidden when the figures speak for
 * themselves): a named group, not a landmark, since every reply has its own "Key figures".
 */
export function TitledBlock({ title, children, srOnlyTitle }: { title: string; children: ReactNode; srOnlyTitle?: boolean }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
      <h4 id={titleId} className={srOnlyTitle ? css({ srOnly: true }) : css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {title}
      </h4>
      {children}
    </div>
  );
}
