/** The public API of this module: the user's names of categories and groups, and whether a code is one of their own; its handlers (handlers.ts) are wired only by modules/index.ts. */
export { categoryNamesOf, checkedCategoryChoice, categoryNamingOf, type CategoryNaming, isOwnCategoryOf, layoutOf, ownCategoriesAmong, type CategoryLayout, userCategoryChoice } from './queries.ts';
