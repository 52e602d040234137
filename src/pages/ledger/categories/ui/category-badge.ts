import { css } from 'styled-system/css';

/** A marker beside a name ("Your own", "Hidden"). */
export const badge = css({ display: 'inline-flex', alignItems: 'center', px: '1.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'medium', bg: 'bg.muted', color: 'fg.muted', whiteSpace: 'nowrap' });
export const ownBadge = css({ bg: 'brand.subtle', color: 'brand.text' });

/** The emoji before a name; one inherited from the group is drawn in grey. */
export const iconBox = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '7', h: '7', flexShrink: '0', fontSize: 'lg', lineHeight: '1' });
export const inheritedIcon = css({ filter: 'grayscale(1)' });

/** A row's actions button: smaller than a page's, so a long list stays compact (still a 32 px target). */
export const rowButton = css({ h: '8', w: '8' });
