import { Skeleton } from '@/shared/ui';

/** The chart's place while recharts loads. */
export function ChartFallback() {
  return <Skeleton height="260px" />;
}
