/**
 * Plaid Link's script. react-plaid-link hard-codes this address and loads it itself, unless a
 * <script> with exactly this `src` is already in the page.
 */
export const PLAID_LINK_CDN_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
