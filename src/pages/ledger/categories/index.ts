export { CategoriesPage } from './ui/CategoriesPage';
