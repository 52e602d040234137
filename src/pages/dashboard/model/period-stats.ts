import { useSpendStats } from '@/entities/dashboard';
import { comparison, selectedRange } from '@/entities/period';

/**
 * The selected period's spend statistics with what they are compared with: one read that the
 * figures, the top categories and the top merchants share.
 */
export const usePeriodStats = () => useSpendStats(selectedRange.value, comparison.value);
