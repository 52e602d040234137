import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ledgerline-config-'));

describe('loadConfig', () => {
  it('runs every vendor on the local emulators when nothing is configured', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.identity).toMatchObject({ emulated: true, issuer: 'http://localhost:3001/' });
    expect(config.plaid).toMatchObject({ emulated: true, basePath: 'http://localhost:3001/plaid' });
    expect(config.stripe.emulated).toBe(true);
    expect(config.model.emulated).toBe(true);
    expect(config.needsEmulators).toBe(true);
  });

  it('generates an encryption key once and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(readFileSync(path.join(dir, 'keys', 'encryption.key'), 'utf8')).toBe(first.encryptionKey.toString('hex'));
  });

  it('switches each vendor to the real service when its variables are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AUTH0_DOMAIN: 'ledgerline.eu.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
      AUTH0_AUDIENCE: 'https://api.ledgerline.app',
      PLAID_CLIENT_ID: 'id',
      PLAID_SECRET: 'secret',
      PLAID_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_ID: 'price_123',
      OPENAI_API_KEY: 'sk-test',
      AUTH0_MANAGEMENT_CLIENT_ID: 'm2m',
      AUTH0_MANAGEMENT_CLIENT_SECRET: 'm2m-secret',
    });
    expect(config.identity).toMatchObject({ emulated: false, issuer: 'https://ledgerline.eu.auth0.com/', management: { clientId: 'm2m', clientSecret: 'm2m-secret' } });
    expect(config.plaid).toMatchObject({ emulated: false, basePath: 'https://production.plaid.com' });
    expect(config.stripe).toMatchObject({ emulated: false, emulatorUrl: null });
    expect(config.model.emulated).toBe(false);
    expect(config.needsEmulators).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ENCRYPTION_KEY: 'short' }, 'ENCRYPTION_KEY'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ AUTH0_DOMAIN: 'x.auth0.com' }, 'AUTH0_CLIENT_ID'],
    [{ AUTH0_DOMAIN: 'x.auth0.com', AUTH0_CLIENT_ID: 'a', AUTH0_AUDIENCE: 'b', AUTH0_MANAGEMENT_CLIENT_ID: 'm2m' }, 'AUTH0_MANAGEMENT_CLIENT_SECRET'],
    [{ AUTH0_MANAGEMENT_CLIENT_ID: 'm2m', AUTH0_MANAGEMENT_CLIENT_SECRET: 's' }, 'AUTH0_DOMAIN'],
    [{ PLAID_CLIENT_ID: 'a', PLAID_SECRET: 'b', PLAID_ENV: 'development' }, 'PLAID_ENV'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' }, 'STRIPE_SECRET_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`^${variable}: expected`));
  });
});
