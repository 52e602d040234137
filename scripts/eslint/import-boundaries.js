// @ts-check
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The halves of the repository that must not import from each other (the contract is shared). */
const HALVES = [
  { name: 'src/ (the SPA)', dir: path.join(ROOT, 'src'), alias: '@/' },
  { name: 'server/', dir: path.join(ROOT, 'server'), alias: null },
];

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/**
 * `ledgerline/import-boundaries`: the server does not import from `src/`, nor the SPA from
 * `server/`. Both import the generated contract types from `contract/` (`@contract/schema`).
 * @type {import('eslint').Rule.RuleModule}
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'The SPA and the server import from each other only through contract/.' },
    messages: { crossing: '{{from}} must not import from {{to}} ({{source}}); share it through contract/ instead.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const home = HALVES.find((half) => inside(file, half.dir));
    if (!home) return {};
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (!source) return;
      let target = null;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else {
        const aliased = HALVES.find((half) => half.alias && source.startsWith(half.alias));
        if (aliased) target = path.join(aliased.dir, source.slice(aliased.alias.length));
      }
      const other = target && HALVES.find((half) => half !== home && inside(target, half.dir));
      if (other) context.report({ node, messageId: 'crossing', data: { from: home.name, to: other.name, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
