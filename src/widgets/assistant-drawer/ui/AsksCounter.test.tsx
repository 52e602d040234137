import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { broadcastQuota, chatQuota } from '@/entities/assistant';
import { resetAssistantForTesting } from '@/entities/assistant/testing';
import { AsksCounter } from './AsksCounter';
import { ChatInput } from './ChatInput';
import { HistoryControls } from './HistoryControls';
import { MessageList } from './MessageList';

let renders: Record<string, number> = {};
const count: ProfilerOnRenderCallback = (id) => {
  renders[id] = (renders[id] ?? 0) + 1;
};

function DrawerParts() {
  return (
    <Router hook={memoryLocation({ path: '/accounts' }).hook}>
      <Profiler id="counter" onRender={count}>
        <AsksCounter />
      </Profiler>
      <Profiler id="controls" onRender={count}>
        <HistoryControls />
      </Profiler>
      <Profiler id="messages" onRender={count}>
        <MessageList />
      </Profiler>
      <Profiler id="input" onRender={count}>
        <ChatInput />
      </Profiler>
    </Router>
  );
}

describe('the asks counter', () => {
  beforeEach(() => {
    resetAssistantForTesting();
    renders = {};
  });
  afterEach(resetAssistantForTesting);

  it('starts at the default 0/100', () => {
    render(<DrawerParts />);
    expect(screen.getByRole('button', { name: 'Asks: 0/100' })).toBeDefined();
    expect(chatQuota.value).toEqual({ remaining: 100, total: 100, used: 0 });
  });

  // Counted with React's Profiler: a new quota re-renders the counter (and the tooltip inside it), nothing else.
  it('takes a broadcast quota and is the only part of the drawer that renders again', () => {
    render(<DrawerParts />);
    const mounted = { ...renders };
    expect(mounted).toEqual({ counter: 1, controls: 1, messages: 1, input: 1 });

    act(() => broadcastQuota({ remaining: 88, total: 100, used: 12 }));

    expect(screen.getByRole('button', { name: 'Asks: 12/100' })).toBeDefined();
    expect(chatQuota.value).toEqual({ remaining: 88, total: 100, used: 12 });
    expect(renders.counter).toBeGreaterThan(1);
    expect(renders).toEqual({ ...mounted, counter: renders.counter });
    const afterBroadcast = renders.counter ?? 0;

    act(() => {
      chatQuota.value = { remaining: 87, total: 100, used: 13 };
    });
    expect(screen.getByRole('button', { name: 'Asks: 13/100' })).toBeDefined();
    expect(renders.counter).toBeGreaterThan(afterBroadcast);
    expect(renders).toEqual({ ...mounted, counter: renders.counter });
  });
});
