import { css } from 'styled-system/css';
import { LINK_PITCH } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function GetStartedPage() {
  return (
    <>
      <title>{documentTitle('Get Started')}</title>
      <PageHeader
        title="Get started"
        description="Link your bank through our secure linking provider to bring your accounts and transactions into Ledgerline."
      />
      <ul className={css({ display: 'grid', gap: '3', maxW: 'prose' })}>
        {LINK_PITCH.map((benefit) => (
          <li
            key={benefit}
            className={css({ p: '4', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'surface' })}
          >
            {benefit}
          </li>
        ))}
      </ul>
    </>
  );
}
