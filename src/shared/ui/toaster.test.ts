import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './toaster';
import { toaster } from './toast-store';

afterEach(() => toaster.remove());

describe('toaster', () => {
  it('shows toasts top-right for 5000 ms', () => {
    expect(toaster.attrs.placement).toBe('top-end');
    expect(toaster.attrs.duration).toBe(5000);
  });

  it('queues one toast of the asked type per notify call', async () => {
    await notify.success('Everyday Checking has been added! Loading your transactions...');
    await notify.error('An error occurred while linking your account');

    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({ type: 'error', description: 'An error occurred while linking your account', duration: 5000 }),
      expect.objectContaining({ type: 'success', duration: 5000 }),
    ]);
  });
});
