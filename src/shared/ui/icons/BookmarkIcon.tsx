import { LineIcon, type LineIconProps } from './LineIcon';

/** A ribbon bookmark: a bookmarked message. */
export const BookmarkIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={['M6 3h12v18l-6-4-6 4z']} {...props} />;
