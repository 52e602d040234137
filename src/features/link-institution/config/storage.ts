/**
 * The link token of the session under way, kept for the return from a bank's OAuth page
 * (Plaid's OAuth flow reopens Link on /getstarted-callback with the same token).
 */
export const LINK_TOKEN_STORAGE_KEY = 'link_token';
