import { LineIcon, type LineIconProps } from './LineIcon';

/** A padlock: something needs more than the user has (an active subscription). */
export const LockIcon = (props: Omit<LineIconProps, 'paths'>) => (
  <LineIcon paths={['M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z', 'M8 11V7a4 4 0 0 1 8 0v4']} {...props} />
);
