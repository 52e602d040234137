import { useState } from 'react';
import { css } from 'styled-system/css';

export interface MerchantLogoProps {
  name: string;
  logoUrl: string | null;
}

const box = css({ flexShrink: 0, width: '8', height: '8', borderRadius: 'full', overflow: 'hidden', display: 'grid', placeItems: 'center', bg: 'bg.muted', color: 'fg.muted', fontSize: 'sm', fontWeight: 'semibold' });

/** The merchant's logo when Plaid gives one (and it loads), else its initial. Decorative: the name is beside it. */
export function MerchantLogo({ name, logoUrl }: MerchantLogoProps) {
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) {
    return (
      <span className={box} aria-hidden>
        <img src={logoUrl} alt="" width={32} height={32} loading="lazy" onError={() => setBroken(true)} />
      </span>
    );
  }
  return (
    <span className={box} aria-hidden>
      {name.trim().charAt(0).toUpperCase() || '·'}
    </span>
  );
}
