import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Stories only: the tracker's route, at the content width of the main layout. */
export const withTrackerRoute: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/budgettracker' }).hook}>
    <div style={{ maxWidth: '80rem', padding: '2rem 1.5rem' }}>
      <Story />
    </div>
  </Router>
);
