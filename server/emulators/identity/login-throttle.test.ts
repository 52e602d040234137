import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES, tooManyAttempts, type IdentityProviderHandle } from './index.ts';
import { LOGIN_THROTTLE, LoginThrottle } from './login-throttle.ts';
import { CookieJar, form, formAction, startIdentityProvider } from './test-support.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh identity provider (its own throttle), and a sign-in form to post to again and again. */
async function startProvider(): Promise<{ handle: IdentityProviderHandle; submit: (email: string, password: string) => Promise<string>; post: (email: string, password: string) => Promise<Response> }> {
  const running = await startIdentityProvider();
  cleanups.push(running.close);
  const jar = new CookieJar();
  const action = formAction(await (await running.browser.authorize(jar)).response.text());
  const post = (email: string, password: string) => running.browser.request(jar, action, form({ email, password }));
  const submit = async (email: string, password: string) => {
    const response = await post(email, password);
    const alert = /role="alert">([^<]*)</.exec(await response.text());
    if (!alert) throw new Error(`no error on the page (status ${response.status})`);
    return alert[1]!;
  };
  return { handle: running.handle, submit, post };
}

const TOO_MANY = /^Too many failed sign-in attempts\. Wait \d+ (second|seconds|minutes) and try again\.$/;

describe('sign-in throttling at the identity stand-in', () => {
  it('answers an unknown email and a wrong password alike, each after one scrypt password check', async () => {
    const { handle, submit } = await startProvider();
    const checks = handle.users.passwordChecks;
    expect(await submit('nobody@example.com', 'some-password')).toBe(MESSAGES.wrongCredentials);
    expect(handle.users.passwordChecks).toBe(checks + 1);
    expect(await submit(DEMO_ACCOUNT.email, 'not-the-password')).toBe(MESSAGES.wrongCredentials);
    expect(handle.users.passwordChecks).toBe(checks + 2);
  });

  it('checks only the first few of 300 wrong passwords for one account and refuses the rest, saying when to try again', async () => {
    const { handle, submit } = await startProvider();
    await handle.users.create({ email: 'target@example.com', name: 'Target', password: 'the-right-password' });
    const checks = handle.users.passwordChecks;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 300; attempt += 1) answers.push(await submit('target@example.com', `guess-${attempt}`));

    const checked = handle.users.passwordChecks - checks;
    expect(answers.slice(0, LOGIN_THROTTLE.accountFreeFailures)).toEqual(Array(LOGIN_THROTTLE.accountFreeFailures).fill(MESSAGES.wrongCredentials));
    // Delays double after each further failure: however slow this machine, a handful more get through, not hundreds.
    expect(checked).toBeLessThan(LOGIN_THROTTLE.accountFreeFailures + 12);
    const refused = answers.filter((answer) => TOO_MANY.test(answer));
    expect(refused).toHaveLength(300 - checked);
    // The right password is refused too while the account is locked: the lock does not leak which guess was right.
    expect(await submit('target@example.com', 'the-right-password')).toMatch(TOO_MANY);
  });

  it('answers a locked account 429 with Retry-After, as Auth0 does, and the page still says when in words', async () => {
    const { post } = await startProvider();
    let locked: Response | undefined;
    // Delays double after each failure past the free ones: a lock outlasts the next attempt however slow this machine.
    for (let attempt = 0; attempt < 30 && !locked; attempt += 1) {
      const response = await post('locked@example.com', `guess-${attempt}`);
      if (response.status === 429) locked = response;
      else expect(response.status).toBe(200);
    }
    expect(locked?.status).toBe(429);
    const seconds = Number(locked!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    const html = await locked!.text();
    expect(html).toContain('>Sign in</button>');
    expect(/role="alert">([^<]*)</.exec(html)?.[1]).toBe(tooManyAttempts(seconds));
  });

  it('slows guessing across many accounts from one address', async () => {
    const { handle, submit } = await startProvider();
    const checks = handle.users.passwordChecks;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 300; attempt += 1) answers.push(await submit(`person-${attempt}@example.com`, 'password-1'));
    const checked = handle.users.passwordChecks - checks;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_THROTTLE.ipFreeFailures);
    expect(checked).toBeLessThan(LOGIN_THROTTLE.ipFreeFailures + 12);
    expect(answers.filter((answer) => TOO_MANY.test(answer))).toHaveLength(300 - checked);
  });
});

describe('LoginThrottle', () => {
  it('locks an account for 1 s, 2 s, 4 s … after its free failures, and a success starts it again', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let n = 0; n < LOGIN_THROTTLE.accountFreeFailures; n += 1) {
      expect(throttle.check('a', 'ip-1')).toEqual({ allowed: true });
      throttle.failed('a', 'ip-1');
    }
    expect(throttle.check('a', 'ip-1')).toEqual({ allowed: true });
    const delays: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      throttle.failed('a', 'ip-1');
      const verdict = throttle.check('a', 'ip-1');
      if (verdict.allowed) throw new Error('expected a lock');
      delays.push(verdict.retryAfterSeconds);
      now += verdict.retryAfterSeconds * 1000;
    }
    expect(delays).toEqual([1, 2, 4, 8]);
    // Another account from another address is not affected.
    expect(throttle.check('b', 'ip-2')).toEqual({ allowed: true });
    throttle.succeeded('a');
    throttle.failed('a', 'ip-3');
    expect(throttle.check('a', 'ip-3')).toEqual({ allowed: true });
  });
});
