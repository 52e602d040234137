import { MIN_FUZZY_SIMILARITY, similarity } from './words.ts';

/** Words for spending categories, mapped to Plaid's personal finance category codes (primary or detailed). */
export interface CategoryAsk {
  /** A Plaid primary or detailed code, e.g. FOOD_AND_DRINK_GROCERIES or TRAVEL */
  code: string;
  /** The category in the user's words, e.g. "groceries" */
  name: string;
}

/** Longer phrases first, so "gas bill" is a utility before "gas" is fuel. */
const CATEGORY_WORDS: readonly { words: RegExp; code: string; name: string }[] = [
  { words: /\b(?:gas\s+and\s+electric(?:ity)?|electric(?:ity)?(?:\s+bills?)?|power\s+bills?|gas\s+bills?)\b/, code: 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', name: 'gas and electricity' },
  { words: /\b(?:internet|cable|wifi|broadband)(?:\s+bills?)?\b/, code: 'RENT_AND_UTILITIES_INTERNET_AND_CABLE', name: 'internet and cable' },
  { words: /\b(?:phone|cell\s*phone|mobile)\s+bills?\b/, code: 'RENT_AND_UTILITIES_TELEPHONE', name: 'phone bills' },
  { words: /\bwater\s+bills?\b/, code: 'RENT_AND_UTILITIES_WATER', name: 'water' },
  { words: /\butilit(?:y|ies)(?:\s+bills?)?\b/, code: 'RENT_AND_UTILITIES', name: 'utilities' },
  { words: /\brent\b/, code: 'RENT_AND_UTILITIES_RENT', name: 'rent' },
  { words: /\b(?:groceries|grocery(?:\s+stores?|\s+shopping)?|supermarkets?)\b/, code: 'FOOD_AND_DRINK_GROCERIES', name: 'groceries' },
  { words: /\bfast[\s-]food\b/, code: 'FOOD_AND_DRINK_FAST_FOOD', name: 'fast food' },
  { words: /\b(?:coffee(?:\s+shops?)?|cafes?|caf\u00e9s?)\b/, code: 'FOOD_AND_DRINK_COFFEE', name: 'coffee' },
  { words: /\b(?:restaurants?|dining(?:\s+out)?|eat(?:ing)?\s+out|ate\s+out|takeout|take-out|dinners?\s+out)\b/, code: 'FOOD_AND_DRINK_RESTAURANT', name: 'restaurants' },
  { words: /\b(?:alcohol|beer|wine|liquor|booze)\b/, code: 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', name: 'alcohol' },
  { words: /\bfood(?:\s+and\s+drinks?)?\b/, code: 'FOOD_AND_DRINK', name: 'food and drink' },
  { words: /\b(?:gas|gasoline|fuel|petrol)\b/, code: 'TRANSPORTATION_GAS', name: 'gas' },
  { words: /\bparking\b/, code: 'TRANSPORTATION_PARKING', name: 'parking' },
  { words: /\b(?:taxis?|cabs?|ride[\s-]?shares?|rides)\b/, code: 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', name: 'taxis and ride shares' },
  { words: /\b(?:public\s+transit|transit|subway|metro|bus\s+fares?|train\s+tickets?)\b/, code: 'TRANSPORTATION_PUBLIC_TRANSIT', name: 'public transit' },
  { words: /\b(?:transportation|transport|commut(?:e|ing))\b/, code: 'TRANSPORTATION', name: 'transportation' },
  { words: /\b(?:flights?|airfare|plane\s+tickets?)\b/, code: 'TRAVEL_FLIGHTS', name: 'flights' },
  { words: /\b(?:hotels?|lodging|accommodation)\b/, code: 'TRAVEL_LODGING', name: 'lodging' },
  { words: /\b(?:travel(?:ing|ling)?|trips?|vacations?)\b/, code: 'TRAVEL', name: 'travel' },
  { words: /\b(?:movies?|cinema|streaming)\b/, code: 'ENTERTAINMENT_TV_AND_MOVIES', name: 'TV and movies' },
  { words: /\b(?:video\s+games?|gaming)\b/, code: 'ENTERTAINMENT_VIDEO_GAMES', name: 'video games' },
  { words: /\b(?:entertainment|concerts?)\b/, code: 'ENTERTAINMENT', name: 'entertainment' },
  { words: /\b(?:clothes|clothing|apparel)\b/, code: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', name: 'clothing' },
  { words: /\belectronics\b/, code: 'GENERAL_MERCHANDISE_ELECTRONICS', name: 'electronics' },
  { words: /\bonline\s+shopping\b/, code: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', name: 'online shopping' },
  { words: /\b(?:shopping|merchandise|retail)\b/, code: 'GENERAL_MERCHANDISE', name: 'shopping' },
  { words: /\b(?:pharmacy|pharmacies|prescriptions?|medicine)\b/, code: 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', name: 'pharmacy' },
  { words: /\b(?:medical|health(?:\s*care)?|doctors?)\b/, code: 'MEDICAL', name: 'medical' },
  { words: /\b(?:gyms?|fitness)\b/, code: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', name: 'gym and fitness' },
  { words: /\b(?:haircuts?|hair|beauty|salons?)\b/, code: 'PERSONAL_CARE_HAIR_AND_BEAUTY', name: 'hair and beauty' },
  { words: /\binsurance\b/, code: 'GENERAL_SERVICES_INSURANCE', name: 'insurance' },
  { words: /\b(?:education|tuition)\b/, code: 'GENERAL_SERVICES_EDUCATION', name: 'education' },
  { words: /\b(?:donations?|charity|charities)\b/, code: 'GOVERNMENT_AND_NON_PROFIT_DONATIONS', name: 'donations' },
  { words: /\b(?:bank\s+fees|fees)\b/, code: 'BANK_FEES', name: 'bank fees' },
  { words: /\b(?:home\s+improvement|furniture|hardware)\b/, code: 'HOME_IMPROVEMENT', name: 'home improvement' },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first category the question names: one of the user's own by its name (longest first, the
 * product lists them in its tools), else the table's words in order; null for none.
 */
export function findCategory(lowerQuestion: string, own: readonly CategoryAsk[] = []): CategoryAsk | null {
  const mine = [...own].sort((a, b) => b.name.length - a.name.length).find(({ name }) => new RegExp(`\\b${escaped(name.toLowerCase())}\\b`).test(lowerQuestion));
  if (mine) return mine;
  const found = CATEGORY_WORDS.find(({ words }) => words.test(lowerQuestion));
  return found ? { code: found.code, name: found.name } : null;
}

/** A misspelling is read as a category's word only from this many letters, and `MIN_FUZZY_SIMILARITY` alike (as merchants' names are). */
const MIN_FUZZY_LETTERS = 5;
/** The words a misspelling is compared with: each category's name in the user's words, of one or two words. */
const FUZZY_TARGETS: readonly { text: string; words: number; category: CategoryAsk }[] = CATEGORY_WORDS.filter(({ name }) => name.split(' ').length <= 2).map(({ code, name }) => ({
  text: name,
  words: name.split(' ').length,
  category: { code, name },
}));

/**
 * The category a misspelt word names ("grocieries", "resturants", "fast fod"): a run of one or two
 * of the question's words at least 0.8 alike a category's word, the most alike first; null when none is.
 */
export function findMisspeltCategory(lowerQuestion: string): CategoryAsk | null {
  const words = lowerQuestion.match(/[a-z]+/g) ?? [];
  let best: { score: number; category: CategoryAsk } | null = null;
  for (let i = 0; i < words.length; i += 1) {
    for (const length of [1, 2]) {
      const run = words.slice(i, i + length).join(' ');
      if (run.replace(/ /g, '').length < MIN_FUZZY_LETTERS || words.length < i + length) continue;
      for (const target of FUZZY_TARGETS) {
        if (target.words !== length) continue;
        const score = similarity(run, target.text);
        if (score >= MIN_FUZZY_SIMILARITY && (!best || score > best.score)) best = { score, category: target.category };
      }
    }
  }
  return best?.category ?? null;
}

/** Every code the table can give, for checking it against the taxonomy. */
export const CATEGORY_CODES_ASKED: readonly string[] = CATEGORY_WORDS.map(({ code }) => code);
