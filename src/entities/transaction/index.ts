export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZES,
  changeFilters,
  choiceValue,
  clearNarrowingFilters,
  filterChips,
  filterChoices,
  filterLabel,
  filtersFromSearch,
  hasNarrowingFilters,
  panelFilterCount,
  searchFromFilters,
  transactionsHref,
  type CountedAs,
  type PageSize,
  type TransactionDirection,
  type TransactionFilters,
  type TransactionSort,
} from './model/filters';
export { ANY_CHOICE } from './config/filter-copy';
export { categoryChoiceOf, categoryOptionGroups } from './model/category-options';
export { downloadTransactionsCsv, recategorizeTransaction, useCategoryTaxonomy, useTransactionPage, type CategoryChoice, type TransactionPageQuery } from './api/transaction-queries';
export { PendingBadge } from './ui/PendingBadge';
export { markTransaction, recordTransactionsVisit, renameMerchant, useMerchantTransactions, useToReview, useUserTags } from './api/transaction-marks';
export { merchantKeyOf, merchantShown } from './model/merchant-key';
export { transactionRowKey } from './model/row-key';
export { HiddenBadge } from './ui/HiddenBadge';
export { TagInput, type TagInputProps } from './ui/TagInput';
