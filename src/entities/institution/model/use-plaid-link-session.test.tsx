import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { PlaidLinkError } from 'react-plaid-link';
import { notify } from '@/shared/ui';
import { installFakePlaid, type FakePlaid, type FakePlaidOptions } from '../testing/fake-plaid';
import { usePlaidLinkSession, type PlaidLinkOutcomes, type PlaidLinkSession, type PlaidLinkSessionOptions } from './use-plaid-link-session';

const WIDGET_ERROR: PlaidLinkError = {
  error_type: 'ITEM_ERROR',
  error_code: 'INVALID_CREDENTIALS',
  error_message: 'the provided credentials were not correct',
  display_message: 'The provided credentials were not correct. Please try again.',
};

interface OwnerProps {
  /** The owner's stage has the widget open. */
  open: boolean;
  /** Each new token starts a new session with it. */
  token: string;
  outcomes: PlaidLinkOutcomes;
  resume?: PlaidLinkSessionOptions['resume'];
  /** The session as last rendered, for the test to ask. */
  onSession: (session: PlaidLinkSession) => void;
}

/** A flow as the features write one: a session per token, and the widget rendered. */
function Owner({ open, token, outcomes, resume, onSession }: OwnerProps) {
  const session = usePlaidLinkSession({ open, resume });
  const { ready, start, setToken, renderWidget } = session;
  useEffect(() => {
    if (start()) setToken(token);
  }, [start, setToken, token]);
  useEffect(() => onSession(session));
  return (
    <>
      {ready && <p>ready</p>}
      {renderWidget(outcomes)}
    </>
  );
}

let fake: FakePlaid | undefined;
function setUp(options?: FakePlaidOptions, resume?: OwnerProps['resume']) {
  fake = installFakePlaid(options);
  const created = vi.spyOn(window.Plaid!, 'create');
  const outcomes = { onSuccess: vi.fn(), onFailed: vi.fn(), onLeft: vi.fn() };
  let latest: PlaidLinkSession | undefined;
  const onSession = (session: PlaidLinkSession) => {
    latest = session;
  };
  const owner = ({ open, token }: Pick<OwnerProps, 'open' | 'token'>) => (
    <Owner open={open} token={token} outcomes={outcomes} resume={resume} onSession={onSession} />
  );
  const view = render(owner({ open: false, token: resume?.token ?? 'link-1' }));
  return {
    opened: fake.opened,
    created,
    outcomes,
    session: () => latest!,
    show: (props: Pick<OwnerProps, 'open' | 'token'>) => view.rerender(owner(props)),
  };
}

/** Long enough for a second opening (one task after the widget is ready) to have happened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  fake?.uninstall();
  vi.restoreAllMocks();
});

describe('usePlaidLinkSession', () => {
  it('opens the widget once the stage asks and the widget is ready, and only once while it stays open', async () => {
    const { opened, show } = setUp();
    await screen.findByText('ready');
    await settle();
    expect(opened).toEqual([]);

    show({ open: true, token: 'link-1' });
    await waitFor(() => expect(opened).toEqual(['link-1']));
    show({ open: true, token: 'link-1' });
    show({ open: true, token: 'link-1' });
    await settle();
    expect(opened).toEqual(['link-1']);
  });

  it('does not open a widget that never gets ready', async () => {
    const { opened, show } = setUp({ neverLoads: true });
    show({ open: true, token: 'link-1' });
    await settle();
    expect(screen.queryByText('ready')).toBeNull();
    expect(opened).toEqual([]);
  });

  it('reports a person leaving the widget as left, with nothing to show', async () => {
    const error = vi.spyOn(notify, 'error');
    const { outcomes, show } = setUp({ onOpen: (opening) => opening.exit() });
    show({ open: true, token: 'link-1' });
    await waitFor(() => expect(outcomes.onLeft).toHaveBeenCalledTimes(1));
    expect(outcomes.onFailed).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("shows the widget's error message and reports the session failed", async () => {
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    const { outcomes, show } = setUp({ onOpen: (opening) => opening.exit(WIDGET_ERROR) });
    show({ open: true, token: 'link-1' });
    await waitFor(() => expect(outcomes.onFailed).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('The provided credentials were not correct. Please try again.');
    expect(outcomes.onLeft).not.toHaveBeenCalled();
  });

  it('hands the public token on when the widget succeeds', async () => {
    const institution = { name: 'First Platypus Bank', institution_id: 'ins_120686' };
    const { outcomes, show } = setUp({ onOpen: (opening) => opening.succeed(institution) });
    show({ open: true, token: 'link-1' });
    await waitFor(() => expect(outcomes.onSuccess).toHaveBeenCalledTimes(1));
    expect(outcomes.onSuccess).toHaveBeenCalledWith(expect.stringMatching(/^public-sandbox-/), expect.objectContaining({ institution }));
  });

  it('opens again for a new session, with its own token', async () => {
    const { opened, outcomes, show } = setUp({ onOpen: (opening) => opening.exit() });
    show({ open: true, token: 'link-1' });
    await waitFor(() => expect(outcomes.onLeft).toHaveBeenCalledTimes(1));
    // Still asked to open: the new session's widget opens as soon as it is ready.
    show({ open: true, token: 'link-2' });
    await waitFor(() => expect(opened).toEqual(['link-1', 'link-2']));
    await settle();
    expect(opened).toEqual(['link-1', 'link-2']);
  });

  it('tells answers for a session that has ended from those for the one under way', () => {
    const { result, unmount } = renderHook(() => usePlaidLinkSession({ open: false }));
    const first = result.current.start();
    const underWay = result.current.current();
    expect(first?.()).toBe(true);
    expect(underWay()).toBe(true);

    const second = result.current.start();
    expect(first?.()).toBe(false);
    expect(underWay()).toBe(false);
    expect(second?.()).toBe(true);

    act(() => result.current.end());
    expect(second?.()).toBe(false);

    const third = result.current.start();
    unmount();
    expect(third?.()).toBe(false);
    expect(result.current.start()).toBeNull();
  });

  it("continues the OAuth return's session: its token until a widget has opened, its redirect address for that widget only", async () => {
    const resume = { token: 'link-oauth', receivedRedirectUri: 'http://localhost/getstarted-callback?oauth_state_id=1' };
    const { opened, created, outcomes, session, show } = setUp({ onOpen: (opening) => opening.exit() }, resume);
    await screen.findByText('ready');
    expect(session().resumableToken()).toBe('link-oauth');
    expect(created).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'link-oauth', receivedRedirectUri: resume.receivedRedirectUri }));

    show({ open: true, token: 'link-oauth' });
    await waitFor(() => expect(outcomes.onLeft).toHaveBeenCalledTimes(1));
    expect(opened).toEqual(['link-oauth']);
    expect(session().resumableToken()).toBeNull();

    show({ open: false, token: 'link-fresh' });
    await screen.findByText('ready');
    expect(created).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'link-fresh', receivedRedirectUri: undefined }));
  });
});
