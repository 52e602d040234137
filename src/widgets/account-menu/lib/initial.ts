/** The letter on the account button: the first letter of the name, else of the email. */
export function accountInitial(user: { name?: string; email?: string } | null | undefined): string | null {
  const source = user?.name?.trim() || user?.email?.trim();
  return source ? source.charAt(0).toLocaleUpperCase() : null;
}
