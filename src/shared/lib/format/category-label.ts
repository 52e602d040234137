export { categoryLabel, lineLabel, transactionCategoryLabel } from '@contract/category-label';
