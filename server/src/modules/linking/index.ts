/** The public API of this module: other modules use nothing of it; its handlers (handlers.ts) are wired only by modules/index.ts. */
export {};
