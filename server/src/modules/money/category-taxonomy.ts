/**
 * Plaid's personal finance category taxonomy (v1, the one the Plaid stand-in files transactions
 * under: plaid.com/documents/transactions-personal-finance-category-taxonomy.csv), primary
 * categories with their detailed ones, in Plaid's order.
 */
export const CATEGORY_TAXONOMY: readonly { primary: string; detailed: readonly string[] }[] = [
  ['INCOME', ['DIVIDENDS', 'INTEREST_EARNED', 'RETIREMENT_PENSION', 'TAX_REFUND', 'UNEMPLOYMENT', 'WAGES', 'OTHER_INCOME']],
  ['TRANSFER_IN', ['CASH_ADVANCES_AND_LOANS', 'DEPOSIT', 'INVESTMENT_AND_RETIREMENT_FUNDS', 'SAVINGS', 'ACCOUNT_TRANSFER', 'OTHER_TRANSFER_IN']],
  ['TRANSFER_OUT', ['INVESTMENT_AND_RETIREMENT_FUNDS', 'SAVINGS', 'WITHDRAWAL', 'ACCOUNT_TRANSFER', 'OTHER_TRANSFER_OUT']],
  ['LOAN_PAYMENTS', ['CAR_PAYMENT', 'CREDIT_CARD_PAYMENT', 'PERSONAL_LOAN_PAYMENT', 'MORTGAGE_PAYMENT', 'STUDENT_LOAN_PAYMENT', 'OTHER_PAYMENT']],
  ['BANK_FEES', ['ATM_FEES', 'FOREIGN_TRANSACTION_FEES', 'INSUFFICIENT_FUNDS', 'INTEREST_CHARGE', 'OVERDRAFT_FEES', 'OTHER_BANK_FEES']],
  ['ENTERTAINMENT', ['CASINOS_AND_GAMBLING', 'MUSIC_AND_AUDIO', 'SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', 'TV_AND_MOVIES', 'VIDEO_GAMES', 'OTHER_ENTERTAINMENT']],
  ['FOOD_AND_DRINK', ['BEER_WINE_AND_LIQUOR', 'COFFEE', 'FAST_FOOD', 'GROCERIES', 'RESTAURANT', 'VENDING_MACHINES', 'OTHER_FOOD_AND_DRINK']],
  [
    'GENERAL_MERCHANDISE',
    [
      'BOOKSTORES_AND_NEWSSTANDS', 'CLOTHING_AND_ACCESSORIES', 'CONVENIENCE_STORES', 'DEPARTMENT_STORES', 'DISCOUNT_STORES', 'ELECTRONICS', 'GIFTS_AND_NOVELTIES',
      'OFFICE_SUPPLIES', 'ONLINE_MARKETPLACES', 'PET_SUPPLIES', 'SPORTING_GOODS', 'SUPERSTORES', 'TOBACCO_AND_VAPE', 'OTHER_GENERAL_MERCHANDISE',
    ],
  ],
  ['HOME_IMPROVEMENT', ['FURNITURE', 'HARDWARE', 'REPAIR_AND_MAINTENANCE', 'SECURITY', 'OTHER_HOME_IMPROVEMENT']],
  ['MEDICAL', ['DENTAL_CARE', 'EYE_CARE', 'NURSING_CARE', 'PHARMACIES_AND_SUPPLEMENTS', 'PRIMARY_CARE', 'VETERINARY_SERVICES', 'OTHER_MEDICAL']],
  ['PERSONAL_CARE', ['GYMS_AND_FITNESS_CENTERS', 'HAIR_AND_BEAUTY', 'LAUNDRY_AND_DRY_CLEANING', 'OTHER_PERSONAL_CARE']],
  [
    'GENERAL_SERVICES',
    ['ACCOUNTING_AND_FINANCIAL_PLANNING', 'AUTOMOTIVE', 'CHILDCARE', 'CONSULTING_AND_LEGAL', 'EDUCATION', 'INSURANCE', 'POSTAGE_AND_SHIPPING', 'STORAGE', 'OTHER_GENERAL_SERVICES'],
  ],
  ['GOVERNMENT_AND_NON_PROFIT', ['DONATIONS', 'GOVERNMENT_DEPARTMENTS_AND_AGENCIES', 'TAX_PAYMENT', 'OTHER_GOVERNMENT_AND_NON_PROFIT']],
  ['TRANSPORTATION', ['BIKES_AND_SCOOTERS', 'GAS', 'PARKING', 'PUBLIC_TRANSIT', 'TAXIS_AND_RIDE_SHARES', 'TOLLS', 'OTHER_TRANSPORTATION']],
  ['TRAVEL', ['FLIGHTS', 'LODGING', 'RENTAL_CARS', 'OTHER_TRAVEL']],
  ['RENT_AND_UTILITIES', ['GAS_AND_ELECTRICITY', 'INTERNET_AND_CABLE', 'RENT', 'SEWAGE_AND_WASTE_MANAGEMENT', 'TELEPHONE', 'WATER', 'OTHER_UTILITIES']],
].map(([primary, detailed]) => ({ primary: primary as string, detailed: (detailed as string[]).map((suffix) => `${primary}_${suffix}`) }));

/** Every code of the taxonomy, primary and detailed. */
export const CATEGORY_CODES: ReadonlySet<string> = new Set(CATEGORY_TAXONOMY.flatMap((c) => [c.primary, ...c.detailed]));

/**
 * A bank-data source's category of a row as the product's category columns. The product files
 * rows under Plaid's personal finance taxonomy above, so Plaid's codes are kept as they are; a
 * source with another vocabulary (a file import) maps onto these codes here.
 */
export function productCategory(category: { primary: string; detailed: string | null } | null): { category_primary: string | null; category_detailed: string | null } {
  return { category_primary: category?.primary ?? null, category_detailed: category?.detailed ?? null };
}
