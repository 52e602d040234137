export { categoryLabel } from '@contract/category-label';
