import { LineIcon, type LineIconProps } from './LineIcon';

/** A right chevron: forward, the next one. */
export const ChevronRightIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M9 6l6 6-6 6']} {...props} />;
