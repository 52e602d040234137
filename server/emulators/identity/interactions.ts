import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { messagePage, signInPage, signUpPage } from './pages.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { DuplicateEmailError, normalizeEmail, type UserStore } from './users.ts';

export const MESSAGES = {
  /** One answer for an unknown email and a wrong password (and the same scrypt work behind both). */
  wrongCredentials: 'Wrong email or password. Please try again.',
  duplicateEmail: 'An account with that email already exists.',
  invalidEmail: 'Enter a valid email address, like name@example.com.',
  missingPassword: 'Enter your password.',
  invalidName: 'Enter your name (1 to 100 characters).',
  shortPassword: 'Use a password of at least 8 characters.',
  longPassword: 'Use a password of at most 200 characters.',
} as const;

export const tooManyAttempts = (seconds: number) =>
  `Too many failed sign-in attempts. Wait ${seconds === 1 ? '1 second' : seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again.`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

interface Settings {
  provider: Provider;
  users: UserStore;
  throttle: LoginThrottle;
  clientId: string;
  /** Where to send people whose sign-in link has expired. */
  homeUrl: string;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type FormRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string | string[] | undefined> | undefined }>;

function text(body: FormRequest['body'], name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .header('Content-Security-Policy', "frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(page);
}

/**
 * A form shown again with its errors answers 200, as Auth0's pages do: a 4xx document makes
 * browsers log a console error, which end-to-end tests often treat as a failure.
 */
const FORM_WITH_ERRORS = 200;

/** The sign-in, sign-up and (automatic) consent steps oidc-provider hands over to us. */
export async function registerInteractionRoutes(app: FastifyInstance, settings: Settings): Promise<void> {
  const { provider, users, throttle, clientId, homeUrl } = settings;

  const paths = (uid: string) => ({
    page: `/interaction/${uid}`,
    login: `/interaction/${uid}/login`,
    signup: `/interaction/${uid}/signup`,
  });

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      messagePage('Sign-in expired', 'This sign-in page has expired or was already used. Go back to Ledgerline and sign in again.', {
        href: homeUrl,
        text: 'Back to Ledgerline',
      }),
    );

  /** The interaction behind this request's cookie, or undefined when it is gone or belongs to another uid. */
  async function load(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  async function finish(request: UidRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) {
    // Merged with the last submission: a consent result keeps the login it follows (prompt=login needs it).
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.code(303).header('Cache-Control', 'no-store').redirect(returnTo, 303);
  }

  /** First-party client: grant what was asked without showing a consent screen. */
  async function consent(request: UidRequest, reply: FastifyReply, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    if (interaction.params.client_id !== clientId || !accountId) return expired(reply);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: existing ? {} : { grantId } });
  }

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get('/interaction/:uid', async (request: UidRequest, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(reply);
      const { uid } = interaction;
      if (interaction.prompt.name === 'consent') return consent(request, reply, interaction);
      if (interaction.params.screen_hint === 'signup') {
        return html(reply, 200, signUpPage({ action: paths(uid).signup, signInHref: paths(uid).login }));
      }
      const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
      return html(reply, 200, signInPage({ action: paths(uid).login, signUpHref: paths(uid).signup, email: hint }));
    });

    // The sign-up page links here: the sign-in form even when screen_hint=signup opened the flow.
    scope.get('/interaction/:uid/login', async (request: UidRequest, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(reply);
      return html(reply, 200, signInPage({ action: paths(interaction.uid).login, signUpHref: paths(interaction.uid).signup }));
    });

    scope.get('/interaction/:uid/signup', async (request: UidRequest, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(reply);
      return html(reply, 200, signUpPage({ action: paths(interaction.uid).signup, signInHref: paths(interaction.uid).login }));
    });

    scope.post('/interaction/:uid/login', async (request: FormRequest, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name !== 'login') return reply.redirect(paths(interaction.uid).page, 303);
      const email = text(request.body, 'email').trim();
      const password = text(request.body, 'password');
      const page = (errors: { emailError?: string; passwordError?: string }) =>
        html(reply, FORM_WITH_ERRORS, signInPage({ action: paths(interaction.uid).login, signUpHref: paths(interaction.uid).signup, email, ...errors }));

      if (!isValidEmail(email)) return page({ emailError: MESSAGES.invalidEmail });
      if (!password) return page({ passwordError: MESSAGES.missingPassword });
      const account = normalizeEmail(email);
      const verdict = throttle.check(account, request.ip);
      if (!verdict.allowed) return page({ passwordError: tooManyAttempts(verdict.retryAfterSeconds) });
      const result = await users.signIn(email, password);
      if (!result.ok) {
        throttle.failed(account, request.ip);
        return page({ passwordError: MESSAGES.wrongCredentials });
      }
      throttle.succeeded(account);
      return finish(request, reply, { login: { accountId: result.user.id, remember: true } });
    });

    scope.post('/interaction/:uid/signup', async (request: FormRequest, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name !== 'login') return reply.redirect(paths(interaction.uid).page, 303);
      const email = text(request.body, 'email').trim();
      const name = text(request.body, 'name').trim();
      const password = text(request.body, 'password');
      const errors: { email?: string; name?: string; password?: string } = {};
      if (!isValidEmail(email)) errors.email = MESSAGES.invalidEmail;
      else if (users.findByEmail(email)) errors.email = MESSAGES.duplicateEmail;
      if (name.length < 1 || name.length > 100) errors.name = MESSAGES.invalidName;
      if (password.length < 8) errors.password = MESSAGES.shortPassword;
      else if (password.length > 200) errors.password = MESSAGES.longPassword;

      const page = () =>
        html(reply, FORM_WITH_ERRORS, signUpPage({ action: paths(interaction.uid).signup, signInHref: paths(interaction.uid).login, values: { email, name }, errors }));
      if (Object.keys(errors).length > 0) return page();

      try {
        const user = await users.create({ email, name, password });
        return finish(request, reply, { login: { accountId: user.id, remember: true } });
      } catch (error) {
        if (!(error instanceof DuplicateEmailError)) throw error;
        errors.email = MESSAGES.duplicateEmail;
        return page();
      }
    });
  });
}
