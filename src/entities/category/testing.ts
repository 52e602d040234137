/** Test fixtures of the category slice: imported only by tests and stories. */
export {
  BOOKS,
  BRUNCH,
  COFFEE,
  DEFAULT_CATEGORY_GROUPS,
  DEFAULT_CATEGORY_PRIMARIES,
  GROCERIES,
  LIQUOR,
  RESTAURANT,
  SAMPLE_CATEGORY_GROUPS,
  SAMPLE_CATEGORY_PRIMARIES,
} from './testing/fixtures';
export { categoriesHandlers, type CategoriesAnswers } from './testing/handlers';
export { withSampleCategoryNames } from './testing/category-names';
