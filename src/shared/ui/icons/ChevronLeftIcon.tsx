import { LineIcon, type LineIconProps } from './LineIcon';

/** A left chevron: back, the previous one. */
export const ChevronLeftIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M15 6l-6 6 6 6']} {...props} />;
