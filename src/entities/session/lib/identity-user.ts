import type { User } from '@auth0/auth0-spa-js';
import type { IdentityUser } from '@/shared/api';

/** The identity provider's user as the SDK decodes it from the ID token (type only: the SDK loads lazily). */
export type IdentityProviderUser = User;

/**
 * The body of `POST /auth/signin`: exactly the seven fields the contract accepts, picked from the
 * provider's user (the server refuses any other field). Fields the provider left out stay out.
 */
export function toIdentityUser(user: IdentityProviderUser): IdentityUser {
  const { sub, email, email_verified, name, nickname, picture, updated_at } = user;
  if (!sub || !email) throw new Error('The identity provider gave no sub or email for this user.');
  return {
    sub,
    email,
    ...(typeof email_verified === 'boolean' && { email_verified }),
    ...(name && { name }),
    ...(nickname && { nickname }),
    ...(picture && { picture }),
    ...(updated_at && { updated_at }),
  };
}
