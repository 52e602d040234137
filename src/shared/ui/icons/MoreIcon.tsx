import { LineIcon, type LineIconProps } from './LineIcon';

/** Three dots in a row: a message's menu of actions. */
export const MoreIcon = (props: Omit<LineIconProps, 'paths'>) => (
  <LineIcon paths={['M5 12h.01', 'M12 12h.01', 'M19 12h.01']} strokeWidth={3} {...props} />
);
