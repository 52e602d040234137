/** The contract's `BudgetAmount`: dollars from 0 to 1,000,000, to the cent. */
export const BUDGET_AMOUNT_MAX = 1_000_000;
export const BUDGET_AMOUNT_DECIMALS = 2;
