/** The public API of this module: what other modules may use (they import nothing else from it). */
export { CATEGORY_CODES, CATEGORY_CODES_V2, CATEGORY_TAXONOMY, CATEGORY_TAXONOMY_V2, type CategoryVersion, codesCountedAs, newOwnCategoryCode, ownCategoryBase, ownCodesPattern, primaryOfDetailed, productCategory, productCategoryCode } from './category-taxonomy.ts';
export { categoryFromText, type MappedCategory, type UserCategoryNames, userCategoryNames } from './category-text.ts';
export { formatMoney } from './money-format.ts';
export { monthlyEquivalentCents, TIMES_A_YEAR } from './monthly-equivalent.ts';
export { moneyText, percentText, percentValue, signedMoneyText } from './money-text.ts';
export { comparedCoverageOf, comparedDayOf, comparedPeriod, type Comparison, coverageOf, dailyAverageCents, daysElapsed, elapsedCoverageOf, likeWithLikeRanges, monthsToAverage, requestedComparison } from './periods.ts';
export { carryUserCategoriesToPosted, COUNTED, deleteCategoryRule, IN_SPENT, lockUserTransactions, merchantNamesOf, merchantSpending, moneyFigures, type MoneyFigures, moneyFiguresByBucket, type MoneyTotals, monthCategoryFigures, type MonthCategoryFigures, monthlyRows, monthPaidOutFigures, type MonthPaidOutFigures, monthSpentOnCards, type OpenRange, recomputeTransferPairs, ROLLUP_TOTALS, saveCategoryRule, setTransactionCategory, totalsOf, transactionSnapshot } from './queries.ts';
export { cents, dollars, hasTwoDecimalsAtMost, LISTED_PLACE_COLUMNS, LISTED_ROW_COLUMNS, type ListedTransactionRow, listedTransactions, selectListed, tagsOf, toCategoryAmounts, toMerchantSummary, toTransaction } from './responses.ts';
export { CARD_PAYMENT, classifiedTransactions, type Direction, INCOME, LOAN_PAYMENTS, type MoneyKind, PLAID_OTHER, TRANSFER_CATEGORIES } from './rules.ts';
