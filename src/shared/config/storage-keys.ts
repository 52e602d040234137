/** Browser storage keys of the product spec, section 3. */
export const LOCAL_STORAGE_KEYS = {
  /** Cleared on logout. */
  selectedBudgetMonth: 'selected_budget_month',
  hasItem: 'has_item',
} as const;

export const SESSION_STORAGE_KEYS = {
  justSubscribed: 'justSubscribed',
} as const;
