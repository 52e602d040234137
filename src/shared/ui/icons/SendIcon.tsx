import { LineIcon, type LineIconProps } from './LineIcon';

/** A paper plane: send the question. */
export const SendIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M22 2L11 13', 'M22 2l-7 20-4-9-9-4z']} {...props} />;
