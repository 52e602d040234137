/** Test fixtures of the category slice: imported only by tests and stories. */
export { BOOKS, BRUNCH, COFFEE, DEFAULT_CATEGORY_GROUPS, GROCERIES, LIQUOR, RESTAURANT, SAMPLE_CATEGORY_GROUPS } from './testing/fixtures';
export { categoriesHandlers, type CategoriesAnswers } from './testing/handlers';
