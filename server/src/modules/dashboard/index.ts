/** The public API of this module: what other modules may use (they import nothing else from it). */
export { activeBillStreams, activeRecurringStreams } from './queries.ts';
