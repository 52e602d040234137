import { LineIcon, type LineIconProps } from './LineIcon';

/** +: add something (a bank). */
export const PlusIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M12 5v14', 'M5 12h14']} {...props} />;
