import { LineIcon, type LineIconProps } from './LineIcon';

/** Head and shoulders: the account, before we know whose it is. */
export const PersonIcon = (props: Omit<LineIconProps, 'paths'>) => (
  <LineIcon paths={['M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M4 21a8 8 0 0 1 16 0']} size={20} {...props} />
);
