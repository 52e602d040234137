import { LineIcon, type LineIconProps } from './LineIcon';

/** An arrow out of a door: log out. */
export const LogoutIcon = (props: Omit<LineIconProps, 'paths'>) => (
  <LineIcon paths={['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9']} size={20} {...props} />
);
