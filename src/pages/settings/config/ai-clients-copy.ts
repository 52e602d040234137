/** Settings' "AI clients" section: the AI clients (MCP) that read the person's data, and revoking one. */

export const SECTION_TITLE = 'AI clients';
export const SECTION_DESCRIPTION =
  "AI assistants you connected to Ledgerline (Claude, ChatGPT and other MCP clients). They can read your budget, never change it. Their questions don't use your monthly assistant asks.";

export const LOADING = 'Loading your AI clients…';
export const LOAD_FAILED = "We couldn't load your AI clients. Please try again later.";
export const NONE_CONNECTED = 'No AI client has connected yet. Add Ledgerline to one with the address below.';
export const CONNECT_HINT = 'Address to paste in your AI client:';
export const UNNAMED = 'Unnamed client';
export const FIRST_USED = 'First used';
export const LAST_USED = 'Last used';
export const CALLS_THIS_MONTH = 'Calls this month';
export const REVOKE = 'Revoke';
export const REVOKING = 'Revoking…';
export const revoked = (name: string) => `${name} can no longer read your data.`;
export const revokeFailed = (name: string) => `We couldn't revoke ${name}. Please try again.`;
