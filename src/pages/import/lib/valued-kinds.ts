import type { ManualAccountKind } from '@/shared/api';
import { VALUED_KIND_LABELS } from '../config/copy';

/** Whether a kind of manual account holds a value given by hand (a home, a car …) rather than transactions. */
export const isValuedKind = (kind: ManualAccountKind): boolean => kind in VALUED_KIND_LABELS;
