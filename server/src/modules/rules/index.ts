/** The public API of this module: running the user's rules on the rows a sync or an import wrote; its handlers (handlers.ts) are wired only by modules/index.ts. */
export { runRulesOnNewRows } from './apply.ts';
export { remapBankCategory } from './handlers.ts';
