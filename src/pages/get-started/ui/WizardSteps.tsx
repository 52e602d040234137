import { css } from 'styled-system/css';
import { CheckIcon } from '@/shared/ui';
import { WIZARD_STEPS, type WizardStepId } from '../config/wizard';

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
            <span
              aria-hidden="true"
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                w: '7',
                h: '7',
                borderRadius: 'full',
                borderWidth: '2px',
                borderColor: 'border.strong',
                fontSize: 'xs',
                fontWeight: 'bold',
                '[data-state=current] > &': { borderColor: 'brand.solid', color: 'brand.text' },
                '[data-state=done] > &': { borderColor: 'brand.solid', bg: 'brand.solid', color: 'brand.contrast' },
              })}
            >
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
