import { OTHER_KEY, UNCATEGORISED_KEY, type StackKey } from '@/entities/dashboard';
import { categoryLabel } from '@/shared/lib';
import { OTHER } from '../config/copy';

/** A stacked series' name as people read it. */
export const seriesLabel = (key: StackKey): string => (key === OTHER_KEY ? OTHER : key === UNCATEGORISED_KEY ? categoryLabel(null) : categoryLabel(key));
