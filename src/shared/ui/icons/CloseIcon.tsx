import { LineIcon, type LineIconProps } from './LineIcon';

/** A plain ×, sized by the font: close a dialog or a toast. */
export const CloseIcon = (props: Omit<LineIconProps, 'paths'>) => (
  <LineIcon paths={['M6 6l12 12', 'M18 6L6 18']} size="1em" strokeWidth={2} {...props} />
);
