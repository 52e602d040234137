import { CATEGORY_TAXONOMY, primaryOfDetailed } from './category-taxonomy.ts';

/**
 * The file's category text (a Mint, YNAB, Monarch, Actual, Copilot or QIF category) onto the
 * product's categories, where it can be read; anything else stays uncategorised (null), which the
 * money rules count like an uncategorised synced row.
 */
export interface MappedCategory {
  primary: string;
  detailed: string | null;
}

/** Names other apps give their categories (normalised: lower case, words), onto a detailed or primary code. */
const ALIASES: Record<string, string> = {
  'coffee shops': 'FOOD_AND_DRINK_COFFEE',
  'coffee shop': 'FOOD_AND_DRINK_COFFEE',
  cafe: 'FOOD_AND_DRINK_COFFEE',
  grocery: 'FOOD_AND_DRINK_GROCERIES',
  supermarket: 'FOOD_AND_DRINK_GROCERIES',
  restaurants: 'FOOD_AND_DRINK_RESTAURANT',
  dining: 'FOOD_AND_DRINK_RESTAURANT',
  'dining out': 'FOOD_AND_DRINK_RESTAURANT',
  'eating out': 'FOOD_AND_DRINK_RESTAURANT',
  'food dining': 'FOOD_AND_DRINK_RESTAURANT',
  'alcohol bars': 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR',
  alcohol: 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR',
  bars: 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR',
  food: 'FOOD_AND_DRINK',
  'food drink': 'FOOD_AND_DRINK',
  paycheck: 'INCOME_WAGES',
  paychecks: 'INCOME_WAGES',
  salary: 'INCOME_WAGES',
  payroll: 'INCOME_WAGES',
  wages: 'INCOME_WAGES',
  interest: 'INCOME_INTEREST_EARNED',
  'interest income': 'INCOME_INTEREST_EARNED',
  dividend: 'INCOME_DIVIDENDS',
  'tax refund': 'INCOME_TAX_REFUND',
  'inflow ready to assign': 'INCOME',
  'ready to assign': 'INCOME',
  'to be budgeted': 'INCOME',
  rent: 'RENT_AND_UTILITIES_RENT',
  'mortgage rent': 'RENT_AND_UTILITIES_RENT',
  housing: 'RENT_AND_UTILITIES',
  mortgage: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  utilities: 'RENT_AND_UTILITIES',
  bills: 'RENT_AND_UTILITIES',
  'bills utilities': 'RENT_AND_UTILITIES',
  electric: 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
  electricity: 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
  internet: 'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
  cable: 'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
  phone: 'RENT_AND_UTILITIES_TELEPHONE',
  'mobile phone': 'RENT_AND_UTILITIES_TELEPHONE',
  'gas fuel': 'TRANSPORTATION_GAS',
  fuel: 'TRANSPORTATION_GAS',
  'gas station': 'TRANSPORTATION_GAS',
  'public transportation': 'TRANSPORTATION_PUBLIC_TRANSIT',
  transit: 'TRANSPORTATION_PUBLIC_TRANSIT',
  'ride share': 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
  taxi: 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
  'auto transport': 'TRANSPORTATION',
  auto: 'TRANSPORTATION',
  car: 'TRANSPORTATION',
  'air travel': 'TRAVEL_FLIGHTS',
  hotel: 'TRAVEL_LODGING',
  'rental car taxi': 'TRAVEL_RENTAL_CARS',
  shopping: 'GENERAL_MERCHANDISE',
  household: 'GENERAL_MERCHANDISE',
  clothing: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
  'electronics software': 'GENERAL_MERCHANDISE_ELECTRONICS',
  books: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS',
  gifts: 'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
  gift: 'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
  pets: 'GENERAL_MERCHANDISE_PET_SUPPLIES',
  'pet food supplies': 'GENERAL_MERCHANDISE_PET_SUPPLIES',
  home: 'HOME_IMPROVEMENT',
  furnishings: 'HOME_IMPROVEMENT_FURNITURE',
  'home improvement': 'HOME_IMPROVEMENT',
  'movies dvds': 'ENTERTAINMENT_TV_AND_MOVIES',
  movies: 'ENTERTAINMENT_TV_AND_MOVIES',
  music: 'ENTERTAINMENT_MUSIC_AND_AUDIO',
  streaming: 'ENTERTAINMENT_TV_AND_MOVIES',
  gym: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
  fitness: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
  'health fitness': 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
  hair: 'PERSONAL_CARE_HAIR_AND_BEAUTY',
  doctor: 'MEDICAL_PRIMARY_CARE',
  health: 'MEDICAL',
  healthcare: 'MEDICAL',
  pharmacy: 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
  dentist: 'MEDICAL_DENTAL_CARE',
  vet: 'MEDICAL_VETERINARY_SERVICES',
  insurance: 'GENERAL_SERVICES_INSURANCE',
  'auto insurance': 'GENERAL_SERVICES_INSURANCE',
  'health insurance': 'GENERAL_SERVICES_INSURANCE',
  tuition: 'GENERAL_SERVICES_EDUCATION',
  kids: 'GENERAL_SERVICES_CHILDCARE',
  fees: 'BANK_FEES',
  'fees charges': 'BANK_FEES',
  'bank fee': 'BANK_FEES_OTHER_BANK_FEES',
  'service fee': 'BANK_FEES_OTHER_BANK_FEES',
  'atm fee': 'BANK_FEES_ATM_FEES',
  'finance charge': 'BANK_FEES_INTEREST_CHARGE',
  'late fee': 'BANK_FEES_OTHER_BANK_FEES',
  charity: 'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
  'charitable giving': 'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
  'gifts donations': 'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
  taxes: 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
  tax: 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
  'federal tax': 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
  'credit card payment': 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
  'card payment': 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
  'loan payment': 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT',
  loan: 'LOAN_PAYMENTS',
  loans: 'LOAN_PAYMENTS',
  'student loan': 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
  'auto payment': 'LOAN_PAYMENTS_CAR_PAYMENT',
  'cash atm': 'TRANSFER_OUT_WITHDRAWAL',
  atm: 'TRANSFER_OUT_WITHDRAWAL',
  'cash withdrawal': 'TRANSFER_OUT_WITHDRAWAL',
};

/** Words that mean "no category" in other apps' exports. */
const NONE = new Set(['uncategorized', 'uncategorised', 'uncategorized transaction', 'other', 'misc', 'miscellaneous', 'none', 'split']);

/** Transfers take their side from the amount's sign (positive is money leaving). */
const TRANSFER_WORDS = new Set(['transfer', 'transfers', 'account transfer', 'internal transfer', 'savings transfer']);

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The taxonomy's own names (normalised), detailed before primary: "groceries", "fast food", "food drink". */
const TAXONOMY_NAMES: Map<string, string> = (() => {
  const names = new Map<string, string>();
  for (const { primary, detailed } of CATEGORY_TAXONOMY) {
    for (const code of detailed) {
      const name = normalize(code.slice(primary.length + 1).replace(/_/g, ' '));
      if (!name.startsWith('other') && !names.has(name)) names.set(name, code);
    }
  }
  for (const { primary } of CATEGORY_TAXONOMY) if (!names.has(normalize(primary.replace(/_/g, ' ')))) names.set(normalize(primary.replace(/_/g, ' ')), primary);
  return names;
})();

const PRIMARIES = new Set(CATEGORY_TAXONOMY.map((c) => c.primary));

function codeToCategory(code: string): MappedCategory {
  if (PRIMARIES.has(code)) return { primary: code, detailed: null };
  return { primary: primaryOfDetailed(code)!, detailed: code };
}

/**
 * The user's categories by name, for a file's text: normalised name → code (their own ones, and
 * Plaid's as they renamed them). `userCategoryNames` builds it from the user's names by code.
 */
export type UserCategoryNames = ReadonlyMap<string, string>;

export function userCategoryNames(namesByCode: ReadonlyMap<string, string>): UserCategoryNames {
  const byName = new Map<string, string>();
  for (const [code, name] of namesByCode) {
    const key = normalize(name);
    if (key !== '' && !byName.has(key)) byName.set(key, code);
  }
  return byName;
}

function lookUp(name: string, amountCents: number, userNames?: UserCategoryNames): MappedCategory | null | undefined {
  if (name === '') return undefined;
  const own = userNames?.get(name);
  if (own !== undefined) return codeToCategory(own);
  if (NONE.has(name)) return null;
  if (TRANSFER_WORDS.has(name)) return codeToCategory(amountCents >= 0 ? 'TRANSFER_OUT_ACCOUNT_TRANSFER' : 'TRANSFER_IN_ACCOUNT_TRANSFER');
  const code = ALIASES[name] ?? TAXONOMY_NAMES.get(name) ?? (name.endsWith('s') ? (ALIASES[name.slice(0, -1)] ?? TAXONOMY_NAMES.get(name.slice(0, -1))) : undefined);
  return code ? codeToCategory(code) : undefined;
}

/**
 * The product's category for a file's category text: the most specific part first ("Bills: Rent"
 * is read as "Rent", then "Bills"), by the user's own names of their categories first (a file
 * from another app with a "Brunch" category lands in the user's Brunch), then other apps' usual
 * names and the taxonomy's own. Null when nothing matches (uncategorised).
 */
export function categoryFromText(text: string | null, amountCents: number, userNames?: UserCategoryNames): MappedCategory | null {
  if (!text) return null;
  const parts = text.split(/[:/>|]/).map(normalize).filter(Boolean);
  for (const candidate of [parts.at(-1) ?? '', normalize(text), ...parts.slice(0, -1).reverse()]) {
    const found = lookUp(candidate, amountCents, userNames);
    if (found !== undefined) return found;
  }
  return null;
}
