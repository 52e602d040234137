export { mswServer } from './msw-server';
