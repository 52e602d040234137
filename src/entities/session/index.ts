export {
  authUser,
  isAuthenticated,
  isAuthLoading,
  isSessionReady,
  hasItem,
  signinError,
  isLoggingOut,
  forgetHasItem,
  rememberHasItem,
  resetSession,
} from './model/session';
export { useIsSignedIn } from './model/use-is-signed-in';
export { startAuth, login, completeLogin, logOutOfIdentityProvider } from './model/auth-on-demand';
export { resetAuthForTesting, type StartAuthOptions, type LoginOptions } from './model/auth';
export { SignInProblem, type SignInProblemProps } from './ui/SignInProblem';
export { setAuthClientFactory, type AuthClient } from './api/auth-client';
export { hasStoredIdentitySession } from './api/stored-session';
export type { IdentityProviderUser } from './lib/identity-user';
