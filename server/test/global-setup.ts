import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

/**
 * For a Postgres run, one fresh database per run beside LEDGERLINE_TEST_DB, dropped afterwards.
 * For PGlite there is nothing to set up: each run gets an in-memory instance.
 */
export default async function setup(project: TestProject) {
  const target = process.env.LEDGERLINE_TEST_DB ?? project.config.env?.LEDGERLINE_TEST_DB ?? 'pglite';
  if (target === 'pglite') {
    project.provide('testDatabaseUrl', 'pglite');
    return;
  }
  const name = `ledgerline_test_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(target);
  url.pathname = `/${name}`;
  project.provide('testDatabaseUrl', url.toString());
  return () => admin(`drop database if exists ${name} with (force)`);
}
