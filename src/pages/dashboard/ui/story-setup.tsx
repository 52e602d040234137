import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_PERIOD } from '@/entities/dashboard/testing';
import { choosePeriod } from '@/entities/period';
import { resetPeriodsForTesting } from '@/entities/period/testing';
import { accessToken } from '@/shared/api';

/** Stories only: the dashboard's route, at the content width of the main layout. */
export const withDashboardRoute: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
    <div style={{ maxWidth: '80rem', padding: '2rem 1.5rem' }}>
      <Story />
    </div>
  </Router>
);

/** Stories only: signed in, looking at the sample month; undone after the story. */
export function atSampleMonth(): () => void {
  accessToken.value = 'story-token';
  choosePeriod(SAMPLE_PERIOD);
  return () => {
    accessToken.value = null;
    resetPeriodsForTesting();
  };
}
