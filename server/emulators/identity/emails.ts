import type { OutgoingMessage } from './outbox.ts';
import type { StoredUser } from './users.ts';

/** To a new account's address: the link that confirms it and finishes the sign-in it came from. */
export function confirmationEmail(user: StoredUser, link: string): OutgoingMessage {
  return {
    to: user.email,
    subject: 'Confirm your email for Ledgerline',
    text: [
      `Hello ${user.name},`,
      'Confirm your email address to finish creating your Ledgerline account:',
      link,
      'The link works once, within 24 hours. If you did not sign up for Ledgerline, ignore this message: the account cannot be signed in to until its address is confirmed.',
    ].join('\n\n'),
    links: [{ label: 'Confirm your email', href: link }],
  };
}

/**
 * To the owner of an address someone signed up with again. It carries the owner's own name, never
 * what the sign-up typed, and no way in: only the owner's password signs them in.
 */
export function alreadyRegisteredEmail(user: StoredUser, signInUrl: string): OutgoingMessage {
  return {
    to: user.email,
    subject: 'Someone tried to sign up to Ledgerline with your email',
    text: [
      `Hello ${user.name},`,
      'Someone, perhaps you, tried to create a Ledgerline account with this email address, which already has one. Nothing was changed.',
      'If it was you, sign in with your password instead:',
      signInUrl,
      'If it was not, you can ignore this message.',
    ].join('\n\n'),
    links: [{ label: 'Sign in to Ledgerline', href: signInUrl }],
  };
}
