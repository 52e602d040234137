import { LineIcon, type LineIconProps } from './LineIcon';

export const THUMB_UP_PATHS: readonly string[] = ['M7 10v11', 'M7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 17.6 21H7', 'M3 10h4v11H3z'];

/** A thumb up: a good answer. */
export const ThumbUpIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={THUMB_UP_PATHS} {...props} />;
