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
export {
  startAuth,
  login,
  completeLogin,
  logOutOfIdentityProvider,
  resetAuthForTesting,
  type StartAuthOptions,
  type LoginOptions,
} from './model/auth';
export { SignInProblem, type SignInProblemProps } from './ui/SignInProblem';
export { setAuthClientFactory, type AuthClient } from './api/auth-client';
export type { IdentityProviderUser } from './lib/identity-user';
export {
  createFakeAuthClient,
  FAKE_IDENTITY_USER,
  type FakeAuthClient,
  type FakeAuthClientOptions,
} from './testing/fake-auth-client';
