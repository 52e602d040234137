import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '@/shared/ui';

/** Stories only: the story with the toast region beside it, so what it says in a toast shows. */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);
