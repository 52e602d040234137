export { useCategoryChanges, useUserCategories, useUserCategoryList, type CategoryChanges } from './api/category-queries';
export { categoryNamesOf, useCategoryNamesSync } from './model/category-names';
