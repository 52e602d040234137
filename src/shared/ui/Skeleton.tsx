import { css, cx } from 'styled-system/css';

const block = css({ bg: 'bg.muted', borderRadius: 'control', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } });

export interface SkeletonProps {
  height: string;
  width?: string;
  className?: string;
}

/** A grey placeholder the shape of content that is loading; hidden from assistive technology. */
export function Skeleton({ height, width = '100%', className }: SkeletonProps) {
  return <div aria-hidden className={cx(block, className)} style={{ height, width }} />;
}
