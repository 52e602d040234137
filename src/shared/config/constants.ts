/**
 * Business constants and limits of the product spec, section 9 (and the defaults of section 3).
 * Every timing, size and limit used in code comes from here, never as a bare number.
 */

// Metadata polling: both also run once immediately after signin succeeds.
export const METADATA_INIT_INTERVAL_MS = 14_400_000;
export const METADATA_UPDATE_INTERVAL_MS = 7_200_000;

// Rate limiting (HTTP 429): wait RATE_LIMIT_BASE_DELAY_MS * 2 ** attempt, at most RATE_LIMIT_MAX_RETRIES times.
export const RATE_LIMIT_MAX_RETRIES = 2;
export const RATE_LIMIT_BASE_DELAY_MS = 30_000;

export const BANK_LINK_CHECK_DELAY_MS = 500;

// Layout
export const SIDEBAR_BREAKPOINT_PX = 1200;
export const RESIZE_DEBOUNCE_MS = 100;

// Assistant chat
export const MONTHLY_ASK_LIMIT = 100;
export const CHAT_MESSAGE_MAX_CHARS = 1000;
export const CHAT_INPUT_MIN_HEIGHT_PX = 22;
export const CHAT_INPUT_MAX_HEIGHT_PX = 76;
export const CHAT_MENU_ROW_HEIGHT_PX = 48;
export const CHAT_MENU_MAX_ROWS = 4.5;
export const INITIAL_QUOTA = { remaining: 100, total: 100, used: 0 } as const;

// Toasts
export const TOAST_DURATION_MS = 5000;
/**
 * Toasts stack from just below the navbar (4rem tall), clear of its buttons, at the right edge;
 * on a phone they also stay right of the sidebar's 4rem rail and its toggle.
 */
export const TOAST_OFFSETS = { top: '4.75rem', right: '1rem', bottom: '1rem', left: '5rem' } as const;
export const TOAST_SWIPE_DISMISS_RATIO = 0.8;

// Follow-ups after linking and updating institutions
export const FOLLOW_UP_REFRESH_DELAYS_MS = [1000, 2000] as const;
export const RELOAD_AFTER_REMOVAL_MS = 3000;
export const REFRESH_AFTER_UPDATE_MS = 2000;
export const ACCOUNTS_REFRESH_AFTER_LINK_MS = 2000;

// Data cache: never stale, kept 24 hours.
export const DATA_CACHE_TTL_MS = 86_400_000;

// Tooltips
export const TOOLTIP_OPEN_DELAY_MS = 100;
export const TOOLTIP_TOUCH_DELAY_MS = 700;
export const TOOLTIP_LEAVE_TOUCH_DELAY_MS = 1500;

// Menus
export const NOTIFICATION_MENU_WIDTH_PX = 350;
export const ACCOUNT_MENU_CLOSE_MS = 200;

// Identity provider defaults
export const IDP_REQUEST_TIMEOUT_MS = 10_000;
export const IDP_REQUEST_ATTEMPTS = 3;
export const IDP_POPUP_TIMEOUT_MS = 60_000;
export const IDP_SCOPE = 'openid profile email offline_access';
export const IDP_TOKEN_LEEWAY_S = 60;
/**
 * The identity SDK's cache counts an access token as expired 60 s before its `exp`; renewing it
 * 55 s before that moment makes the SDK use the refresh token instead of the cached token.
 */
export const ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS = 55_000;
/** A failed background renewal is tried again after this long, while the current token still works. */
export const ACCESS_TOKEN_RENEW_RETRY_MS = 30_000;
