import { LineIcon, type LineIconProps } from './LineIcon';
import { THUMB_UP_PATHS } from './ThumbUpIcon';

/** A thumb down: a bad answer (the thumb up, upside down). */
export const ThumbDownIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={THUMB_UP_PATHS} style={{ transform: 'rotate(180deg)' }} {...props} />;
