import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background work', () => {
  it('settles only after every task has finished, tasks started meanwhile included', async () => {
    const background = createBackgroundWork();
    const finished: string[] = [];
    background.run(async () => {
      await tick(20);
      finished.push('first');
      background.run(async () => {
        await tick(20);
        finished.push('second');
      }, () => {});
    }, () => {});
    await background.settled();
    expect(finished).toEqual(['first', 'second']);
  });

  it("hands a task's failure to its handler and keeps going", async () => {
    const background = createBackgroundWork();
    const onError = vi.fn();
    background.run(async () => {
      throw new Error('sync failed');
    }, onError);
    await background.settled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'sync failed' }));
  });
});
