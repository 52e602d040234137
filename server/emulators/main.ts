import path from 'node:path';
import { EMULATOR_CREDENTIALS } from '../src/config.ts';
import { buildEmulatorApp } from './app.ts';
import { openaiStandInOptionsFromEnv } from './openai/index.ts';
import { plaidEmulatorOptionsFromEnv } from './plaid/index.ts';
import { stripeEmulatorOptionsFromEnv } from './stripe/index.ts';

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: expected a positive integer of seconds`);
  return value;
}

const port = Number(process.env.EMULATOR_PORT ?? 3001);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data', 'emulators');
const serverPort = Number(process.env.PORT ?? 3000);
const publicUrl = (process.env.PUBLIC_URL?.trim() || `http://localhost:${serverPort}`).replace(/\/$/, '');
const accessTokenTtl = process.env.IDENTITY_ACCESS_TOKEN_TTL_SECONDS?.trim();
// Each vendor's stand-in runs only while that vendor is not configured.
const auth0Configured = Boolean(process.env.AUTH0_DOMAIN?.trim() && process.env.AUTH0_CLIENT_ID?.trim() && process.env.AUTH0_AUDIENCE?.trim());
const app = await buildEmulatorApp({
  dataDir,
  identity: auth0Configured ? undefined : {
    issuer: `http://localhost:${port}/`,
    clientId: EMULATOR_CREDENTIALS.auth0ClientId,
    audience: EMULATOR_CREDENTIALS.auth0Audience,
    managementToken: EMULATOR_CREDENTIALS.auth0ManagementToken,
    mcpResource: `${publicUrl}/mcp`,
    // The app's public URL, and Vite's dev server.
    allowedOrigins: [publicUrl, 'http://localhost:5173'],
    accessTokenTtlSeconds: accessTokenTtl ? positiveInteger('IDENTITY_ACCESS_TOKEN_TTL_SECONDS', accessTokenTtl) : undefined,
  },
  plaid: plaidEmulatorOptionsFromEnv(process.env, dataDir),
  stripe: stripeEmulatorOptionsFromEnv(process.env),
  openai: openaiStandInOptionsFromEnv(process.env),
});

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host: process.env.HOST ?? 'localhost' });
console.log(`Vendor emulators on http://localhost:${port}`);
