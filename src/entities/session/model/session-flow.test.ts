import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenericError, MissingRefreshTokenError } from '@auth0/auth0-spa-js';
import { ApiError, type SessionStatus } from '@/shared/api';
import { RateLimitedError } from '../lib/rate-limit';
import type { IdentityProviderUser } from '../lib/identity-user';
import { FAKE_IDENTITY_USER } from '../testing/fake-auth-client';
import { runSessionFlow, type SessionFlowDeps } from './session-flow';

const notSignedIn = () => new ApiError(404, 'Not Found');
const me = (has_item = false): SessionStatus => ({ status: 'success', has_item });

function deps<Overrides extends Partial<SessionFlowDeps>>(overrides: Overrides = {} as Overrides) {
  const base = {
    getToken: vi.fn(async () => 'token-1'),
    getUser: vi.fn(async (): Promise<IdentityProviderUser | undefined> => FAKE_IDENTITY_USER),
    fetchMe: vi.fn(async () => me()),
    postSignin: vi.fn(async () => ({ status: 'success' as const, has_item: false })),
    sleep: vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    redirectToLogin: vi.fn(async () => undefined),
  } satisfies SessionFlowDeps;
  return { ...base, ...overrides };
}

describe('runSessionFlow', () => {
  it('is ready when GET /auth/@me succeeds with the silent token', async () => {
    const flow = deps({ fetchMe: vi.fn(async () => me(true)) });

    await expect(runSessionFlow(flow)).resolves.toEqual({ kind: 'ready', token: 'token-1', hasItem: true });
    expect(flow.fetchMe).toHaveBeenCalledWith('token-1');
    expect(flow.postSignin).not.toHaveBeenCalled();
  });

  it('signs in with the seven identity fields when @me fails, then fetches again', async () => {
    const flow = deps({ fetchMe: vi.fn().mockRejectedValueOnce(notSignedIn()).mockResolvedValueOnce(me(false)) });
    const userWithExtras = { ...FAKE_IDENTITY_USER, given_name: 'Ada', locale: 'en', 'https://example.com/roles': ['x'] };
    flow.getUser.mockResolvedValue(userWithExtras);

    await expect(runSessionFlow(flow)).resolves.toEqual({ kind: 'ready', token: 'token-1', hasItem: false });
    expect(flow.postSignin).toHaveBeenCalledExactlyOnceWith('token-1', {
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      nickname: 'ada',
      picture: 'https://www.gravatar.com/avatar/0?d=identicon',
      sub: 'auth0|0123456789abcdef01234567',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(flow.fetchMe).toHaveBeenCalledTimes(2);
  });

  it('fails when the signin call fails', async () => {
    const refused = new ApiError(403, 'Forbidden');
    const flow = deps({ fetchMe: vi.fn(async () => Promise.reject(notSignedIn())), postSignin: vi.fn(async () => Promise.reject(refused)) });

    await expect(runSessionFlow(flow)).resolves.toEqual({ kind: 'failed', error: refused });
    expect(flow.fetchMe).toHaveBeenCalledTimes(1);
  });

  it('fails when @me still fails after a successful signin', async () => {
    const flow = deps({ fetchMe: vi.fn(async () => Promise.reject(new ApiError(500, 'Internal Server Error'))) });

    await expect(runSessionFlow(flow)).resolves.toMatchObject({ kind: 'failed' });
    expect(flow.postSignin).toHaveBeenCalledOnce();
    expect(flow.fetchMe).toHaveBeenCalledTimes(2);
  });

  it('fails when the provider has no user to sign in with', async () => {
    const flow = deps({ fetchMe: vi.fn(async () => Promise.reject(notSignedIn())), getUser: vi.fn(async () => undefined) });

    await expect(runSessionFlow(flow)).resolves.toMatchObject({ kind: 'failed' });
    expect(flow.postSignin).not.toHaveBeenCalled();
  });

  it.each([
    ['missing_refresh_token', new MissingRefreshTokenError('https://api.ledgerline.local', 'openid profile email offline_access')],
    ['invalid_grant', new GenericError('invalid_grant', 'grant request is invalid')],
  ])('sends the browser to the provider on %s, and calls nothing else', async (_code, error) => {
    const flow = deps({ getToken: vi.fn(async () => Promise.reject(error)) });

    await expect(runSessionFlow(flow)).resolves.toEqual({ kind: 'redirecting' });
    expect(flow.redirectToLogin).toHaveBeenCalledOnce();
    expect(flow.fetchMe).not.toHaveBeenCalled();
  });

  it('fails, without a redirect, on any other token error (e.g. a time-out)', async () => {
    const timeout = new GenericError('timeout', 'Timeout');
    const flow = deps({ getToken: vi.fn(async () => Promise.reject(timeout)) });

    await expect(runSessionFlow(flow)).resolves.toEqual({ kind: 'failed', error: timeout });
    expect(flow.redirectToLogin).not.toHaveBeenCalled();
  });

  describe('429 on @me', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('retries at most twice, after 30 s and then 60 s', async () => {
      const flow = deps({
        fetchMe: vi
          .fn()
          .mockRejectedValueOnce(new RateLimitedError())
          .mockRejectedValueOnce(new RateLimitedError())
          .mockResolvedValueOnce(me(true)),
      });

      const outcome = runSessionFlow(flow);
      await vi.advanceTimersByTimeAsync(0);
      expect(flow.fetchMe).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(29_999);
      expect(flow.fetchMe).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(flow.fetchMe).toHaveBeenCalledTimes(2);

      await vi.advanceTimersByTimeAsync(59_999);
      expect(flow.fetchMe).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(flow.fetchMe).toHaveBeenCalledTimes(3);

      await expect(outcome).resolves.toEqual({ kind: 'ready', token: 'token-1', hasItem: true });
      expect(flow.sleep.mock.calls).toEqual([[30_000], [60_000]]);
      expect(flow.postSignin).not.toHaveBeenCalled();
    });

    it('gives up on the third 429 and falls back to signin', async () => {
      const flow = deps({
        fetchMe: vi
          .fn()
          .mockRejectedValueOnce(new RateLimitedError())
          .mockRejectedValueOnce(new RateLimitedError())
          .mockRejectedValueOnce(new RateLimitedError())
          .mockResolvedValueOnce(me()),
      });

      const outcome = runSessionFlow(flow);
      await vi.advanceTimersByTimeAsync(90_000);

      await expect(outcome).resolves.toMatchObject({ kind: 'ready' });
      expect(flow.fetchMe).toHaveBeenCalledTimes(4);
      expect(flow.postSignin).toHaveBeenCalledOnce();
    });

    it("honours the server's Retry-After", async () => {
      const flow = deps({ fetchMe: vi.fn().mockRejectedValueOnce(new RateLimitedError(5_000)).mockResolvedValueOnce(me()) });

      const outcome = runSessionFlow(flow);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(flow.fetchMe).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);

      await expect(outcome).resolves.toMatchObject({ kind: 'ready' });
      expect(flow.sleep).toHaveBeenCalledExactlyOnceWith(5_000);
    });

    it('does not retry other errors', async () => {
      const flow = deps({ fetchMe: vi.fn().mockRejectedValueOnce(new ApiError(500, 'Internal Server Error')).mockResolvedValueOnce(me()) });

      await expect(runSessionFlow(flow)).resolves.toMatchObject({ kind: 'ready' });
      expect(flow.sleep).not.toHaveBeenCalled();
      expect(flow.postSignin).toHaveBeenCalledOnce();
    });
  });
});
