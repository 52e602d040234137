import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { EmailConfirmations } from './email-confirmations.ts';
import { alreadyRegisteredEmail, confirmationEmail } from './emails.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { Outbox } from './outbox.ts';
import { checkEmailPage, consentPage, messagePage, signInPage, signUpPage } from './pages.ts';
import { normalizeEmail, type StoredUser, type UserStore } from './users.ts';

export const MESSAGES = {
  /** One answer for an unknown email and a wrong password (and the same scrypt work behind both). */
  wrongCredentials: 'Wrong email or password. Please try again.',
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
  outbox: Outbox;
  confirmations: EmailConfirmations;
  /** The provider's own address (with a trailing slash), for the links in its emails. */
  issuer: string;
  clientId: string;
  /** Where to send people whose sign-in link has expired. */
  homeUrl: string;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type FormRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string | string[] | undefined> | undefined }>;
type ConfirmRequest = FastifyRequest<{ Params: { uid: string }; Querystring: { token?: string } }>;

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
 * browsers log a console error, which end-to-end tests often treat as a failure. A locked account
 * is the exception: 429 with `Retry-After`, as Auth0 answers it, the page saying when in words.
 */
const FORM_WITH_ERRORS = 200;

/**
 * The sign-in, sign-up and (automatic) consent steps oidc-provider hands over to us. A sign-up
 * answers "check your email" whether the address was new or not, so the page tells nobody which
 * accounts exist: a new account gets a link that confirms it (and finishes the sign-in), a known
 * address's owner a notice. An account signs in only once its email is confirmed; before that its
 * right password is answered as a wrong one (and a fresh link sent), so signing up and then in
 * tells nothing either.
 */
export async function registerInteractionRoutes(app: FastifyInstance, settings: Settings): Promise<void> {
  const { provider, users, throttle, outbox, confirmations, issuer, clientId, homeUrl } = settings;

  const paths = (uid: string) => ({
    page: `/interaction/${uid}`,
    login: `/interaction/${uid}/login`,
    signup: `/interaction/${uid}/signup`,
    confirm: `/interaction/${uid}/confirm`,
    consent: `/interaction/${uid}/consent`,
  });

  /** Emails the account a link that confirms its address and, opened in the same browser, finishes this sign-in. */
  async function sendConfirmation(user: StoredUser, uid: string): Promise<void> {
    const link = new URL(paths(uid).confirm.slice(1), issuer);
    link.searchParams.set('token', confirmations.issue(user.id, uid));
    await outbox.send(confirmationEmail(user, link.href));
  }

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

  /** Grants what the interaction asked for, and finishes it. */
  async function grantAsked(request: UidRequest, reply: FastifyReply, interaction: Interaction, accountId: string) {
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
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

  /** The first-party SPA is granted what it asked without a screen; a client that registered itself asks the person. */
  async function consent(request: UidRequest, reply: FastifyReply, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    if (!accountId) return expired(reply);
    if (interaction.params.client_id === clientId) return grantAsked(request, reply, interaction, accountId);
    const client = await provider.Client.find(String(interaction.params.client_id));
    if (!client) return expired(reply);
    return html(reply, 200, consentPage({ action: paths(interaction.uid).consent, clientName: client.clientName ?? client.clientId }));
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
      const page = (errors: { emailError?: string; passwordError?: string }, status = FORM_WITH_ERRORS) =>
        html(reply, status, signInPage({ action: paths(interaction.uid).login, signUpHref: paths(interaction.uid).signup, email, ...errors }));

      if (!isValidEmail(email)) return page({ emailError: MESSAGES.invalidEmail });
      if (!password) return page({ passwordError: MESSAGES.missingPassword });
      const account = normalizeEmail(email);
      const verdict = throttle.check(account, request.ip);
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfterSeconds));
        return page({ passwordError: tooManyAttempts(verdict.retryAfterSeconds) }, 429);
      }
      const result = await users.signIn(email, password);
      if (!result.ok || !result.user.emailVerified) {
        throttle.failed(account, request.ip);
        if (result.ok) await sendConfirmation(result.user, interaction.uid);
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
      if (name.length < 1 || name.length > 100) errors.name = MESSAGES.invalidName;
      if (password.length < 8) errors.password = MESSAGES.shortPassword;
      else if (password.length > 200) errors.password = MESSAGES.longPassword;

      const page = () =>
        html(reply, FORM_WITH_ERRORS, signUpPage({ action: paths(interaction.uid).signup, signInHref: paths(interaction.uid).login, values: { email, name }, errors }));
      if (Object.keys(errors).length > 0) return page();

      const result = await users.signUp({ email, name, password });
      if ('created' in result) await sendConfirmation(result.created, interaction.uid);
      else await outbox.send(alreadyRegisteredEmail(result.existing, homeUrl));
      return html(reply, 200, checkEmailPage({ email, signInHref: paths(interaction.uid).login }));
    });

    scope.post('/interaction/:uid/consent', async (request: FormRequest, reply) => {
      const interaction = await load(request, reply);
      const accountId = interaction?.session?.accountId;
      if (!interaction || interaction.prompt.name !== 'consent' || interaction.params.client_id === clientId || !accountId) return expired(reply);
      if (text(request.body, 'decision') !== 'allow') return finish(request, reply, { error: 'access_denied', error_description: 'The person declined access.' });
      return grantAsked(request, reply, interaction, accountId);
    });

    scope.get('/interaction/:uid/confirm', async (request: ConfirmRequest, reply) => {
      const confirmation = typeof request.query.token === 'string' ? confirmations.redeem(request.query.token) : undefined;
      if (!confirmation || confirmation.uid !== request.params.uid) {
        const page = messagePage('Link expired', 'This confirmation link has expired or was already used. Sign in to get a new one.', { href: homeUrl, text: 'Back to Ledgerline' });
        return html(reply, 400, page);
      }
      await users.confirmEmail(confirmation.accountId);
      const interaction = await load(request, reply);
      // Opened in another browser, or after the sign-in it came from ended: confirmed, and signing in works now.
      if (!interaction || interaction.prompt.name !== 'login') {
        return html(reply, 200, messagePage('Email confirmed', 'Your email address is confirmed. Go back to Ledgerline and sign in.', { href: homeUrl, text: 'Back to Ledgerline' }));
      }
      return finish(request, reply, { login: { accountId: confirmation.accountId, remember: true } });
    });
  });
}
