import { css, cx } from 'styled-system/css';
import { iconBadge } from 'styled-system/recipes';
import { CheckIcon } from '@/shared/ui';
import { WIZARD_STEPS, type WizardStepId } from '../config/wizard';

// A step's number badge: filled once done, a brand ring on the current step, a plain ring ahead.
const BADGE_VARIANT = { done: 'solid', current: 'outline', upcoming: 'pending' } as const;
const badgeText = css({ fontSize: 'xs', fontWeight: 'bold' });

/** Where the person is in the wizard: done steps checked, the current one marked. */
export function WizardSteps({ current }: { current: WizardStepId }) {
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.id === current);
  return (
    <ol aria-label="Steps" className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '3', md: '6' }, mb: '8' })}>
      {WIZARD_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              fontSize: 'sm',
              fontWeight: 'medium',
              color: 'fg.subtle',
              '&[data-state=current]': { color: 'fg.default', fontWeight: 'semibold' },
              '&[data-state=done]': { color: 'fg.muted' },
            })}
          >
            <span aria-hidden="true" className={cx(iconBadge({ size: 'sm', variant: BADGE_VARIANT[state] }), badgeText)}>
              {state === 'done' ? <CheckIcon className={css({ w: '4', h: '4' })} /> : index + 1}
            </span>
            <span>
              {step.label}
              {state === 'done' && <span className={css({ srOnly: true })}> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
