import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = path.join(REPO, 'server/test/fixtures/lint');
const RULE = 'ledgerline-server/server-boundaries';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

/** The messages of our rule for a planted file (server/test/fixtures/lint/<at>) linted as if it were `<at>` in the repository. */
async function boundaryMessages(at: string, text = readFileSync(path.join(FIXTURES, at), 'utf8')): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(REPO, at) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the server boundaries lint rule', () => {
  it('fails a vendor SDK import outside server/src/vendors/', async () => {
    expect(await boundaryMessages('server/src/modules/alpha/sdk-import.ts')).toEqual([
      "'plaid' is a vendor SDK: only server/src/vendors/ imports it; use the port (BankData, Billing, Identity, AssistantModel) from the app context.",
    ]);
  });

  it('fails an import past another module’s index.ts', async () => {
    expect(await boundaryMessages('server/src/modules/alpha/deep-import.ts')).toEqual([
      "modules/alpha must import modules/beta through its public API '../beta/index.ts', not '../beta/internals.ts'.",
    ]);
  });

  it('fails an import past a module’s index.ts from outside the modules (jobs/, demo/, main.ts…)', async () => {
    expect(await boundaryMessages('server/src/jobs/deep-import.ts')).toEqual([
      "jobs/deep-import.ts must import modules/accounts through its public API 'modules/accounts/index.ts', not '../modules/accounts/sync.ts'.",
    ]);
    const planted = readFileSync(path.join(FIXTURES, 'server/src/jobs/deep-import.ts'), 'utf8');
    expect(await boundaryMessages('server/src/demo/planted.ts', planted)).toEqual([
      "demo/planted.ts must import modules/accounts through its public API 'modules/accounts/index.ts', not '../modules/accounts/sync.ts'.",
    ]);
  });

  it('fails a module importing a vendor adapter instead of the ports', async () => {
    expect(await boundaryMessages('server/src/modules/alpha/adapter-import.ts')).toEqual([
      "modules/alpha must see the vendors only as ports, through 'vendors/index.ts', not the adapter '../../vendors/plaid.ts'.",
    ]);
  });

  it('fails product code importing the emulators, the tests\' support or a test file', async () => {
    expect(await boundaryMessages('server/src/modules/alpha/test-support-import.ts')).toEqual(
      ['../../../emulators/plaid/test-support.ts', '../../../test/helpers.ts', './clean.test.ts'].map(
        (source) => `Product code must not import emulator or test support ('${source}'); only tests and the emulators use it.`,
      ),
    );
  });

  it('passes a module importing a sibling through its index.ts and its own files freely', async () => {
    expect(await boundaryMessages('server/src/modules/alpha/clean.ts')).toEqual([]);
  });

  it('lets server/src/vendors/ import the SDKs, and tests drive the emulators with them', async () => {
    const sdk = readFileSync(path.join(FIXTURES, 'server/src/modules/alpha/sdk-import.ts'), 'utf8');
    expect(await boundaryMessages('server/src/vendors/planted.ts', sdk)).toEqual([]);
    expect(await boundaryMessages('server/src/modules/alpha/planted.test.ts', sdk)).toEqual([]);
  });

  it('is left out of the normal lint run, which lints the planted files not at all', async () => {
    expect(await eslint.isPathIgnored(path.join(FIXTURES, 'server/src/modules/alpha/sdk-import.ts'))).toBe(true);
  });
});
