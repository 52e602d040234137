import { LineIcon, type LineIconProps } from './LineIcon';

const PATHS = ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 8h.01', 'M11 12h1v5h1'];

/** A circled "i": a notice. */
export const InfoIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={PATHS} {...props} />;
