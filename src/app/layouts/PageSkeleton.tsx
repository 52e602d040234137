import { css } from 'styled-system/css';
import { PageHeader } from '@/shared/ui';

const block = css({ bg: 'bg.muted', borderRadius: 'control', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } });

/** A page of the main layout before it can show: its heading, and grey blocks where its content will be. */
export function PageSkeleton({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <span className={css({ srOnly: true })}>Loading…</span>
        <div aria-hidden className={block} style={{ height: '6rem' }} />
        <div aria-hidden className={block} style={{ height: '14rem' }} />
      </div>
    </>
  );
}
