import { defineConfig } from '@pandacss/dev';
import { SIDEBAR_BREAKPOINT_PX } from './src/shared/config/constants';
import { tokens } from './src/shared/ui/theme/tokens';
import { semanticTokens } from './src/shared/ui/theme/semantic-tokens';
import { keyframes } from './src/shared/ui/theme/keyframes';
import { globalCss } from './src/shared/ui/theme/global-css';
import { buttonRecipe } from './src/shared/ui/theme/recipes/button';
import { cardRecipe } from './src/shared/ui/theme/recipes/card';
import { iconBadgeRecipe } from './src/shared/ui/theme/recipes/icon-badge';
import { spinnerRecipe } from './src/shared/ui/theme/recipes/spinner';
import { dialogRecipe } from './src/shared/ui/theme/recipes/dialog';
import { menuRecipe } from './src/shared/ui/theme/recipes/menu';
import { tooltipRecipe } from './src/shared/ui/theme/recipes/tooltip';
import { toastRecipe } from './src/shared/ui/theme/recipes/toast';
import { switchRecipe } from './src/shared/ui/theme/recipes/switch';
import { radioGroupRecipe } from './src/shared/ui/theme/recipes/radio-group';
import { segmentGroupRecipe } from './src/shared/ui/theme/recipes/segment-group';
import { fieldRecipe } from './src/shared/ui/theme/recipes/field';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Dark mode: semantic tokens switch under `.dark` or `[data-theme=dark]` on any ancestor (usually <html>).
  conditions: { extend: { dark: '.dark &, [data-theme=dark] &' } },
  globalCss,
  theme: {
    extend: {
      // `desktop` is where the sidebar stops collapsing (spec section 9).
      breakpoints: { desktop: `${SIDEBAR_BREAKPOINT_PX}px` },
      tokens,
      semanticTokens,
      keyframes,
      recipes: { button: buttonRecipe, card: cardRecipe, iconBadge: iconBadgeRecipe },
      slotRecipes: {
        spinner: spinnerRecipe,
        dialog: dialogRecipe,
        menu: menuRecipe,
        tooltip: tooltipRecipe,
        toast: toastRecipe,
        toggleSwitch: switchRecipe,
        radioGroup: radioGroupRecipe,
        segmentGroup: segmentGroupRecipe,
        field: fieldRecipe,
      },
    },
  },
  // The recipes are small: ship every variant rather than rely on static extraction of call sites.
  staticCss: { recipes: '*' },
});
