import { sql, type Kysely } from 'kysely';

/**
 * Runs a DDL script statement by statement: PGlite's query path takes one statement at a time.
 * Our own migrations never put a semicolon inside a literal, so splitting at line ends is safe.
 */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
