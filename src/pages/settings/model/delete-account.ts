import { logOut } from '@/features/log-out';
import { api } from '@/shared/api';

/** The confirmation matches when the typed text is the sign-in email, ignoring case and spaces around it. */
export const confirmsEmail = (typed: string, email: string | undefined): boolean => email !== undefined && email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

/** `DELETE /api/account` with the typed confirmation, then the usual logout (the identity provider's too). */
export async function deleteAccount(typedEmail: string): Promise<void> {
  await api.DELETE('/api/account', { body: { email: typedEmail.trim() } });
  await logOut();
}
