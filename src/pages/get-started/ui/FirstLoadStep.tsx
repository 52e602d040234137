import { useEffect, useId } from 'react';
import { css } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { CheckIcon } from '@/shared/ui';
import { FINISHED_PAUSE_MS } from '../config/wizard';
import { FIRST_LOAD_STAGES, useFirstLoad, type FirstLoadStage, type StageStatus } from '../model/first-load';

export interface FirstLoadStepProps {
  /** The institution just linked. */
  institutionName: string;
  /** Everything is in: on to the accounts. */
  onFinished: () => void;
  stages?: readonly FirstLoadStage[];
}

const STATUS_TEXT: Record<StageStatus, string> = {
  pending: 'waiting',
  active: 'in progress',
  done: 'done',
  skipped: 'continues in the background',
};

function StageIcon({ status }: { status: StageStatus }) {
  if (status === 'done') return <CheckIcon className={css({ w: '5', h: '5', color: 'success.solid' })} />;
  if (status === 'active') return <span className={spinner({ size: 'sm' }).indicator} />;
  return <span className={css({ display: 'inline-block', w: '3', h: '3', m: '1', borderRadius: 'full', borderWidth: '2px', borderColor: 'border.strong' })} />;
}

/** The wizard's last step: a progress bar over the first data load, stage by stage. */
export function FirstLoadStep({ institutionName, onFinished, stages = FIRST_LOAD_STAGES }: FirstLoadStepProps) {
  const titleId = useId();
  const progress = useFirstLoad(stages);
  const settled = progress.statuses.filter((status) => status === 'done' || status === 'skipped').length;

  useEffect(() => {
    if (!progress.finished) return;
    const timer = setTimeout(onFinished, FINISHED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [progress.finished, onFinished]);

  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: 'prose' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id={titleId} className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
          {progress.finished ? 'All set!' : 'Loading your data'}
        </h2>
        <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
          {progress.finished
            ? 'Taking you to your accounts…'
            : `${institutionName} is linked. We're bringing in your accounts and transactions.`}
        </p>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${settled} of ${stages.length} steps done`}
          className={css({ h: '2.5', w: 'full', overflow: 'hidden', borderRadius: 'pill', bg: 'bg.emphasis' })}
        >
          <div
            className={css({ h: 'full', borderRadius: 'pill', bg: 'brand.solid', transition: 'width 400ms ease-out', _motionReduce: { transition: 'none' } })}
            style={{ width: `${progress.percent}%` }}
          />
        </div>
        <p aria-hidden="true" className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
          {progress.percent}%
        </p>
      </div>
      <ol aria-label="What is loading" className={css({ display: 'grid', gap: '3' })}>
        {stages.map((stage, index) => {
          const status = progress.statuses[index] ?? 'pending';
          return (
            <li
              key={stage.id}
              data-status={status}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                fontSize: 'sm',
                color: 'fg.subtle',
                '&[data-status=active], &[data-status=done]': { color: 'fg.default' },
                '&[data-status=active]': { fontWeight: 'semibold' },
              })}
            >
              <span aria-hidden="true" className={css({ display: 'inline-flex', w: '5', h: '5', alignItems: 'center', justifyContent: 'center' })}>
                <StageIcon status={status} />
              </span>
              <span>
                {stage.label}
                {status === 'skipped' ? (
                  <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> — {STATUS_TEXT.skipped}</span>
                ) : (
                  <span className={css({ srOnly: true })}>: {STATUS_TEXT[status]}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
