import { LineIcon, type LineIconProps } from './LineIcon';

/** Two turning arrows: update or refresh something (a bank's sign-in and accounts). */
export const RefreshIcon = (props: Omit<LineIconProps, 'paths'>) => (
  <LineIcon paths={['M21 12a9 9 0 0 1-15.5 6.2L3 16', 'M3 12a9 9 0 0 1 15.5-6.2L21 8', 'M21 3v5h-5', 'M3 21v-5h5']} {...props} />
);
