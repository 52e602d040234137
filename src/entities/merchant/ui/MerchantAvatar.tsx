import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { iconBadge } from 'styled-system/recipes';

export interface MerchantAvatarProps {
  name: string;
  logoUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}

/** A merchant's logo when Plaid gives one, else its initial on a tinted badge; decorative (the name is beside it). */
export function MerchantAvatar({ name, logoUrl, size = 'md' }: MerchantAvatarProps) {
  const badge = iconBadge({ size, shape: 'square' });
  // A logo that fails to load (moved, blocked) falls back to the initial.
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) return <img src={logoUrl} alt="" loading="lazy" onError={() => setBroken(true)} className={cx(badge, css({ objectFit: 'cover', bg: 'bg.muted' }))} />;
  return (
    <span aria-hidden className={cx(badge, css({ fontWeight: 'semibold', fontSize: size === 'lg' ? 'lg' : 'sm' }))}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
