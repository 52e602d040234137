import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { dashboardHandlers, type DashboardRead } from '@/entities/dashboard/testing';
import { expectNoAxeViolations } from '@/shared/test-kit';

type PanelStory = StoryObj;

/**
 * Stories only: a dashboard block's four states (loaded, loading, empty, failed), its reads
 * answered as each asks; `loaded` checks what the loaded block shows.
 */
export function panelStates(reads: DashboardRead[], { loaded, emptyText = 'Nothing in this period' }: { loaded: (canvas: ReturnType<typeof within>) => Promise<void>; emptyText?: string }) {
  const answering = (answer: 'sample' | 'empty' | 'loading' | 'failed') => dashboardHandlers(Object.fromEntries(reads.map((read) => [read, answer])));
  const Loaded: PanelStory = {
    beforeEach({ msw }) {
      msw.use(...answering('sample'));
    },
    play: async ({ canvasElement }) => {
      await loaded(within(canvasElement));
      await expectNoAxeViolations(canvasElement);
    },
  };
  const Loading: PanelStory = {
    beforeEach({ msw }) {
      msw.use(...answering('loading'));
    },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
      await expectNoAxeViolations(canvasElement);
    },
  };
  const Empty: PanelStory = {
    beforeEach({ msw }) {
      msw.use(...answering('empty'));
    },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(emptyText)).toBeInTheDocument();
      await expectNoAxeViolations(canvasElement);
    },
  };
  const Failed: PanelStory = {
    beforeEach({ msw }) {
      msw.use(...answering('failed'));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(canvas.getByRole('alert')).toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expectNoAxeViolations(canvasElement);
    },
  };
  return { Loaded, Loading, Empty, Failed };
}
