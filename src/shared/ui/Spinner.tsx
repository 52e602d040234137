import { visuallyHidden } from 'styled-system/patterns';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes';

export interface SpinnerProps extends SpinnerVariantProps {
  /** Announced to screen readers and, when `showLabel`, shown under the spinner. */
  label?: string;
  showLabel?: boolean;
}

/**
 * A grey spinner. `layout="centered"` centres it in its container (the route guards' spinner);
 * `layout="fullPage"` covers the viewport (while authentication loads).
 */
export function Spinner({ label = 'Loading…', showLabel = false, ...variants }: SpinnerProps) {
  const classes = spinner(variants);
  return (
    <div role="status" aria-live="polite" className={classes.root}>
      <span className={classes.indicator} aria-hidden="true" />
      {showLabel ? <span className={classes.label}>{label}</span> : <span className={visuallyHidden()}>{label}</span>}
    </div>
  );
}
