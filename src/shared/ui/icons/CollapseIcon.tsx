import { LineIcon, type LineIconProps } from './LineIcon';

/** Two chevrons pointing left: close an opened panel (the sidebar). */
export const CollapseIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M11 17l-5-5 5-5', 'M18 17l-5-5 5-5']} size={20} {...props} />;
