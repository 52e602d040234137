/** Browser storage keys of the product spec, section 3. */
export const LOCAL_STORAGE_KEYS = {
  /** Cleared on logout. */
  selectedBudgetMonth: 'selected_budget_month',
  hasItem: 'has_item',
} as const;

export const SESSION_STORAGE_KEYS = {
  justSubscribed: 'justSubscribed',
  /** Items whose re-authentication toast this tab has shown (a JSON array of item ids). */
  reauthAnnounced: 'reauth_announced_items',
} as const;
