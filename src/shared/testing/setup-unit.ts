import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { accessToken, resetApiClient } from '@/shared/api';
import { mswServer } from './msw-server';

// Listen before any API client exists: openapi-fetch captures `fetch` when the client is created.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  resetApiClient();
  accessToken.value = null;
});

afterAll(() => mswServer.close());
