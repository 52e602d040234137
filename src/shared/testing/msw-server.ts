import { setupServer } from 'msw/node';

/** One MSW server for all unit tests; a test adds its handlers with `mswServer.use(...)`. */
export const mswServer = setupServer();
