/** Settings' "Categories" section: the way to the person's categories page. */

export const SECTION_TITLE = 'Categories';
export const SECTION_DESCRIPTION = 'Rename the categories your money is filed under, group and order them, hide the ones you never use, and add your own.';
export const MANAGE_CATEGORIES = 'Manage categories';
export const MANAGE_RULES = 'Manage rules';
export const RULES_DESCRIPTION = 'Rules file each new transaction as you say: its category, merchant name, tags or hidden, by merchant, description, amount or account.';
