/** How many saved analyses the "Previous analyses" list reads at a time. */
export const ANALYSES_PAGE_SIZE = 10;
