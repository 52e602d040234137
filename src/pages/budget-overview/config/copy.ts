/** The budget overview page's own words. */
export const PAGE_TITLE = 'Budget Overview';
export const PAGE_DESCRIPTION = 'Your month in review: run an analysis of your accounts, your income and spending, or your budget, ask about what it found, and come back to any earlier one.';
