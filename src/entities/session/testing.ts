/** Test doubles and fixtures of the session slice: imported only by tests and stories. */
export {
  createFakeAuthClient,
  FAKE_IDENTITY_USER,
  type FakeAuthClient,
  type FakeAuthClientOptions,
} from './testing/fake-auth-client';
