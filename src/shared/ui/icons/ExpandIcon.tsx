import { LineIcon, type LineIconProps } from './LineIcon';

/** Two chevrons pointing right: open a collapsed panel (the sidebar). */
export const ExpandIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M13 17l5-5-5-5', 'M6 17l5-5-5-5']} size={20} {...props} />;
