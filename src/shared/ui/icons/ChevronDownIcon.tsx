import { LineIcon, type LineIconProps } from './LineIcon';

/** A downward chevron: something opens below (turn it to say it is open). */
export const ChevronDownIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M6 9l6 6 6-6']} {...props} />;
