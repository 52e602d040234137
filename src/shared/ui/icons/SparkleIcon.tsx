import { LineIcon, type LineIconProps } from './LineIcon';

export const SPARKLE_PATHS: readonly string[] = ['M12 3l1.8 4.7 4.7 1.8-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z', 'M19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8z'];

/** Two sparkles: the Budget AI Assistant. */
export const SparkleIcon = (props: Omit<LineIconProps, 'paths'>) => <LineIcon paths={SPARKLE_PATHS} {...props} />;
