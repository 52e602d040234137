// @ts-check
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server');
const SERVER_SRC = path.join(SERVER, 'src');
const VENDORS = path.join(SERVER_SRC, 'vendors');
const MODULES = path.join(SERVER_SRC, 'modules');
/** Where the emulators and the tests' support live: never reached from product code. */
const TEST_SUPPORT = [path.join(SERVER, 'emulators'), path.join(SERVER, 'test')];

/** The vendor SDKs: only `server/src/vendors/` imports them (behind the ports). */
const SDKS = [/^plaid(\/|$)/, /^stripe(\/|$)/, /^openai(\/|$)/, /^jose(\/|$)/, /^@auth0\//];

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
const isTestFile = (file) => /\.test\.tsx?$/.test(file);
/** `server/src/modules/<name>/…` → `<name>`; undefined for files not in a module's folder. */
const moduleOf = (file) => {
  if (!inside(file, MODULES)) return undefined;
  const parts = path.relative(MODULES, file).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
};
/** The handler assembler, `modules/index.ts`, wires each module's handlers from `modules/<name>/handlers.ts` (its second public entry: exporting the factories from the index would knot modules into import cycles). */
const ASSEMBLER = path.join(MODULES, 'index.ts');
const isHandlers = (file, target, name) => file === ASSEMBLER && [path.join(MODULES, name, 'handlers'), path.join(MODULES, name, 'handlers.ts')].includes(target);
const isModuleIndex = (target, name) => [path.join(MODULES, name), path.join(MODULES, name, 'index'), path.join(MODULES, name, 'index.ts')].includes(target);

/**
 * `ledgerline/server-boundaries`: the server's product code (server/src, tests excepted)
 * - imports a vendor SDK (`plaid`, `stripe`, `openai`, `jose`, `@auth0/*`) only inside `server/src/vendors/`;
 * - reaches a module only through its public API, `modules/<name>/index.ts`, from any file outside that
 *   module (another module, jobs/, demo/, http/, main.ts, app*.ts…);
 * - in a module, sees the vendors only as ports (`vendors/index.ts`), never an adapter (`vendors/plaid.ts`…);
 * - never imports the emulators, the tests' support or a test file.
 * @type {import('eslint').Rule.RuleModule}
 */
export const serverBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Vendor SDKs stay in server/src/vendors/, modules meet through their index.ts, and product code does not import test support.' },
    messages: {
      sdk: "'{{source}}' is a vendor SDK: only server/src/vendors/ imports it; use the port (BankData, Billing, Identity, AssistantModel) from the app context.",
      deepModule: "modules/{{from}} must import modules/{{to}} through its public API '../{{to}}/index.ts', not '{{source}}'.",
      deepModuleOutside: "{{from}} must import modules/{{to}} through its public API 'modules/{{to}}/index.ts', not '{{source}}'.",
      adapter: "modules/{{from}} must see the vendors only as ports, through 'vendors/index.ts', not the adapter '{{source}}'.",
      testSupport: "Product code must not import emulator or test support ('{{source}}'); only tests and the emulators use it.",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!inside(file, SERVER_SRC) || isTestFile(file)) return {};
    const home = moduleOf(file);
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (!source) return;
      if (!source.startsWith('.')) {
        if (SDKS.some((sdk) => sdk.test(source)) && !inside(file, VENDORS)) context.report({ node, messageId: 'sdk', data: { source } });
        return;
      }
      const target = path.resolve(path.dirname(file), source);
      if (isTestFile(target) || TEST_SUPPORT.some((dir) => inside(target, dir))) {
        context.report({ node, messageId: 'testSupport', data: { source } });
        return;
      }
      const to = moduleOf(target) ?? (path.dirname(target) === MODULES && !path.extname(target) ? path.basename(target) : undefined);
      if (to && to !== home && !isModuleIndex(target, to) && !isHandlers(file, target, to)) {
        if (home) context.report({ node, messageId: 'deepModule', data: { from: home, to, source } });
        else context.report({ node, messageId: 'deepModuleOutside', data: { from: path.relative(SERVER_SRC, file).split(path.sep).join('/'), to, source } });
      }
      const port = [path.join(VENDORS, 'index.ts'), path.join(VENDORS, 'index'), VENDORS].includes(target) || inside(target, path.join(VENDORS, 'ports'));
      if (home && inside(target, VENDORS) && !port) context.report({ node, messageId: 'adapter', data: { from: home, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
