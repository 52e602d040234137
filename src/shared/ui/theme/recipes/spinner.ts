import { defineSlotRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineSlotRecipe({
  className: 'spinner',
  description: 'A grey spinner, inline, centred in its container, or covering the page.',
  slots: ['root', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '3' },
    indicator: {
      display: 'inline-block',
      borderRadius: 'full',
      borderStyle: 'solid',
      borderColor: 'spinner.track',
      borderTopColor: 'spinner.indicator',
      animation: 'spin',
      animationDuration: '0.8s',
      _motionReduce: { animationDuration: '2.4s' },
    },
    label: { color: 'fg.muted', fontSize: 'sm' },
  },
  variants: {
    size: {
      sm: { indicator: { w: '4', h: '4', borderWidth: '2px' } },
      md: { indicator: { w: '8', h: '8', borderWidth: '3px' } },
      lg: { indicator: { w: '12', h: '12', borderWidth: '4px' } },
    },
    layout: {
      inline: {},
      centered: { root: { display: 'flex', flexDirection: 'column', w: 'full', minH: '40', py: '8' } },
      fullPage: {
        root: {
          position: 'fixed',
          inset: '0',
          zIndex: 'overlay',
          display: 'flex',
          flexDirection: 'column',
          bg: 'bg.canvas',
        },
      },
    },
  },
  defaultVariants: { size: 'md', layout: 'inline' },
});
