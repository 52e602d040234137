export { categoryLabel, transactionCategoryLabel } from '@contract/category-label';
