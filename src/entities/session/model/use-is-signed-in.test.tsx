import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isAuthenticated } from './session';
import { useIsSignedIn } from './use-is-signed-in';

/** A way in whose attribute and text both follow the hook, as the public pages' buttons do. */
function WayIn() {
  const signedIn = useIsSignedIn();
  return <p data-way-in={signedIn ? 'signed-in' : 'visitor'}>{signedIn ? 'Open Ledgerline' : 'Get started'}</p>;
}

const recoverableErrors: unknown[] = [];

/** The page as built (nobody signed in), then hydrated in a browser whose session is `signedInInBrowser`. */
function prerenderThenHydrate(signedInInBrowser: boolean): HTMLElement {
  isAuthenticated.value = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<WayIn />);
  document.body.append(container);
  isAuthenticated.value = signedInInBrowser;
  render(<WayIn />, { container, hydrate: true, onRecoverableError: (error) => recoverableErrors.push(error) });
  return container.querySelector('p')!;
}

afterEach(() => {
  recoverableErrors.length = 0;
  isAuthenticated.value = false;
});

describe('useIsSignedIn', () => {
  it("prerenders a visitor's way in, whatever the session says at build time", () => {
    isAuthenticated.value = true;
    expect(renderToString(<WayIn />)).toContain('Get started');
  });

  it('hydrates a visitor as prerendered, and stays so', () => {
    const wayIn = prerenderThenHydrate(false);
    expect(wayIn.dataset.wayIn).toBe('visitor');
    expect(wayIn.textContent).toBe('Get started');
    expect(recoverableErrors).toEqual([]);
  });

  it('takes over the prerendered markup without a mismatch when the session is already known, then shows the signed-in way in', () => {
    const wayIn = prerenderThenHydrate(true);
    // Text and attribute both moved on: no attribute of the prerendered markup is left behind.
    expect(wayIn.dataset.wayIn).toBe('signed-in');
    expect(wayIn.textContent).toBe('Open Ledgerline');
    expect(recoverableErrors).toEqual([]);
  });

  it('follows the session after hydration, both ways', () => {
    prerenderThenHydrate(false);
    act(() => void (isAuthenticated.value = true));
    expect(screen.getByText('Open Ledgerline').dataset.wayIn).toBe('signed-in');
    act(() => void (isAuthenticated.value = false));
    expect(screen.getByText('Get started').dataset.wayIn).toBe('visitor');
  });
});
