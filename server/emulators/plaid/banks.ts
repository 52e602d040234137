import { cents, rngFor } from './random.ts';

/**
 * The synthetic banks behind the Plaid emulator: invented institutions, the accounts each offers,
 * and the numbers of each item's accounts. Everything is a pure function of the seed and a path
 * (institution, item index, account key), so the same seed always gives the same banks and the
 * same balances. Later products (transactions, liabilities, recurring streams) draw from the same
 * seed with their own paths (see `rngFor`).
 */

export const DEFAULT_SEED = 20_240_501;

/** What kind of account a template is; fixes Plaid's `type` and `subtype`. */
export type AccountKind = 'checking' | 'savings' | 'credit card' | 'mortgage' | 'auto' | 'student';
export type AccountType = 'depository' | 'credit' | 'loan';

export const ACCOUNT_KINDS: Record<AccountKind, { type: AccountType; subtype: AccountKind }> = {
  checking: { type: 'depository', subtype: 'checking' },
  savings: { type: 'depository', subtype: 'savings' },
  'credit card': { type: 'credit', subtype: 'credit card' },
  mortgage: { type: 'loan', subtype: 'mortgage' },
  auto: { type: 'loan', subtype: 'auto' },
  student: { type: 'loan', subtype: 'student' },
};

export function kindOf(type: string, subtype: string | null | undefined): AccountKind | null {
  const match = (Object.entries(ACCOUNT_KINDS) as [AccountKind, { type: AccountType; subtype: AccountKind }][]).find(
    ([, info]) => info.type === type && (subtype == null || info.subtype === subtype),
  );
  return match ? match[0] : null;
}

export interface AccountTemplate {
  /** Stable within the institution: names the account in every seeded stream. */
  key: string;
  kind: AccountKind;
  name: string;
  officialName: string;
}

export interface InstitutionProfile {
  institution_id: string;
  name: string;
  url: string;
  primary_color: string;
  routing_numbers: string[];
  /** Products Plaid would list for the institution. */
  products: string[];
  country_codes: ['US'];
  /** The accounts every login at this institution has, in display order. */
  accounts: AccountTemplate[];
  /** Months of history before an item's creation month (24 for every bank but the heavy one). */
  historyMonths: number;
  /** Everyday spending per day, as a multiple of the catalog's rates; null: the item's persona draws its own (1 to 1.5). */
  spendScale: number | null;
  /** Offered in Link's institution list; the heavy bank is reached by its id only. */
  listedInLink: boolean;
  /** A new item's history arrives in stages (see the README's "Staged history"). */
  stagedHistory: boolean;
}

/** An account's generated facts; ids are given by the store when an item is created. */
export interface AccountFacts {
  key: string;
  kind: AccountKind;
  name: string;
  official_name: string | null;
  type: AccountType;
  subtype: AccountKind;
  mask: string;
  balances: { available: number | null; current: number; limit: number | null };
}

interface InstitutionDesign {
  slug: string;
  name: string;
  domain: string;
  color: string;
  accounts: AccountTemplate[];
  /** A bank far busier than a person's: the single-user scale target of `npm run bench`. */
  heavy?: { historyMonths: number; spendScale: number };
  /** A new item's history arrives in stages (NOT_READY, the last 30 days, then the rest), as real Plaid sends it. */
  stagedHistory?: boolean;
}

/** History of every bank's items, in months before the item's creation month. */
export const HISTORY_MONTHS = 24;

/**
 * The heavy bank: five years of a household about fifteen times as busy as one person, about
 * 100,000 transactions across six accounts (generated a day at a time, only for its items).
 */
export const HEAVY_INSTITUTION_NAME = 'Mammoth Household Bank';

const DESIGNS: InstitutionDesign[] = [
  {
    slug: 'platypus',
    name: 'First Platypus Bank',
    domain: 'firstplatypus.example',
    color: '#1f6f8b',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Platypus Everyday Checking', officialName: 'First Platypus Bank Everyday Checking' },
      { key: 'savings', kind: 'savings', name: 'Platypus High-Yield Savings', officialName: 'First Platypus Bank High-Yield Savings' },
      { key: 'credit', kind: 'credit card', name: 'Platypus Rewards Visa', officialName: 'First Platypus Bank Rewards Visa Signature' },
      { key: 'mortgage', kind: 'mortgage', name: 'Platypus Home Mortgage', officialName: 'First Platypus Bank 30-Year Fixed Mortgage' },
    ],
  },
  {
    slug: 'tartan',
    name: 'Tartan Credit Union',
    domain: 'tartancu.example',
    color: '#a4262c',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Tartan Share Draft Checking', officialName: 'Tartan Credit Union Share Draft Checking' },
      { key: 'savings', kind: 'savings', name: 'Tartan Share Savings', officialName: 'Tartan Credit Union Primary Share Savings' },
      { key: 'credit', kind: 'credit card', name: 'Tartan Platinum Mastercard', officialName: 'Tartan Credit Union Platinum Mastercard' },
      { key: 'auto', kind: 'auto', name: 'Tartan Auto Loan', officialName: 'Tartan Credit Union New Vehicle Loan' },
    ],
  },
  {
    slug: 'houndstooth',
    name: 'Houndstooth Savings',
    domain: 'houndstoothsavings.example',
    color: '#2b2b2b',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Houndstooth Checking', officialName: 'Houndstooth Savings Interest Checking' },
      { key: 'savings', kind: 'savings', name: 'Houndstooth Premier Savings', officialName: 'Houndstooth Savings Premier Savings' },
      { key: 'credit', kind: 'credit card', name: 'Houndstooth Cash Back Card', officialName: 'Houndstooth Savings Cash Back Mastercard' },
    ],
  },
  {
    slug: 'gingham',
    name: 'Gingham National',
    domain: 'ginghamnational.example',
    color: '#3b7d3b',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Gingham Free Checking', officialName: 'Gingham National Bank Free Checking' },
      { key: 'savings', kind: 'savings', name: 'Gingham Savings', officialName: 'Gingham National Bank Statement Savings' },
      { key: 'credit', kind: 'credit card', name: 'Gingham Travel Card', officialName: 'Gingham National Bank Travel Rewards Visa' },
      { key: 'student', kind: 'student', name: 'Gingham Student Loan', officialName: 'Gingham National Bank Graduate Student Loan' },
    ],
  },
  {
    slug: 'paisley',
    stagedHistory: true,
    name: 'Paisley Financial',
    domain: 'paisleyfinancial.example',
    color: '#6b3fa0',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Paisley Checking', officialName: 'Paisley Financial Essential Checking' },
      { key: 'savings', kind: 'savings', name: 'Paisley Money Saver', officialName: 'Paisley Financial Money Saver Savings' },
      { key: 'credit', kind: 'credit card', name: 'Paisley Signature Card', officialName: 'Paisley Financial Signature Visa' },
    ],
  },
  {
    slug: 'argyle',
    name: 'Argyle Bank & Trust',
    domain: 'argylebank.example',
    color: '#0b4f9c',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Argyle Premier Checking', officialName: 'Argyle Bank & Trust Premier Checking' },
      { key: 'savings', kind: 'savings', name: 'Argyle Savings', officialName: 'Argyle Bank & Trust Growth Savings' },
      { key: 'credit', kind: 'credit card', name: 'Argyle Preferred Card', officialName: 'Argyle Bank & Trust Preferred Rewards Card' },
      { key: 'mortgage', kind: 'mortgage', name: 'Argyle Home Loan', officialName: 'Argyle Bank & Trust 15-Year Fixed Mortgage' },
      { key: 'auto', kind: 'auto', name: 'Argyle Auto Loan', officialName: 'Argyle Bank & Trust Auto Loan' },
    ],
  },
  {
    slug: 'mammoth',
    name: HEAVY_INSTITUTION_NAME,
    domain: 'mammothhousehold.example',
    color: '#7a4a12',
    accounts: [
      { key: 'checking', kind: 'checking', name: 'Mammoth Family Checking', officialName: 'Mammoth Household Bank Family Checking' },
      { key: 'savings', kind: 'savings', name: 'Mammoth Savings', officialName: 'Mammoth Household Bank Savings' },
      { key: 'credit', kind: 'credit card', name: 'Mammoth Everything Card', officialName: 'Mammoth Household Bank Everything Visa' },
      { key: 'mortgage', kind: 'mortgage', name: 'Mammoth Home Loan', officialName: 'Mammoth Household Bank 30-Year Fixed Mortgage' },
      { key: 'auto', kind: 'auto', name: 'Mammoth Auto Loan', officialName: 'Mammoth Household Bank Auto Loan' },
      { key: 'student', kind: 'student', name: 'Mammoth Student Loan', officialName: 'Mammoth Household Bank Student Loan' },
    ],
    heavy: { historyMonths: 60, spendScale: 19.5 },
  },
];

const PRODUCTS = ['assets', 'auth', 'balance', 'identity', 'liabilities', 'transactions'];

/** A US routing number (ABA): district prefix, six digits, and the checksum digit. */
function routingNumber(seed: number, slug: string, index: number): string {
  const rng = rngFor(seed, 'routing', slug, index);
  const district = String(rng.int(1, 12)).padStart(2, '0');
  const body = `${district}${rng.digits(6)}`;
  const d = [...body].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The institutions for a seed: invented banks with unique `ins_` ids. */
export function buildInstitutions(seed: number): InstitutionProfile[] {
  const used = new Set<string>();
  return DESIGNS.map((design) => {
    let id = '';
    for (let attempt = 0; !id || used.has(id); attempt += 1) id = `ins_${rngFor(seed, 'institution', design.slug, attempt).int(100_000, 139_999)}`;
    used.add(id);
    return {
      institution_id: id,
      name: design.name,
      url: `https://www.${design.domain}`,
      primary_color: design.color,
      routing_numbers: [routingNumber(seed, design.slug, 0), routingNumber(seed, design.slug, 1)],
      products: [...PRODUCTS],
      country_codes: ['US'],
      accounts: design.accounts.map((a) => ({ ...a })),
      historyMonths: design.heavy?.historyMonths ?? HISTORY_MONTHS,
      spendScale: design.heavy?.spendScale ?? null,
      listedInLink: design.heavy === undefined,
      stagedHistory: design.stagedHistory === true,
    };
  });
}

/** Balances as Plaid reports them: credit and loan `current` is what is owed. */
function balancesFor(seed: number, institutionId: string, itemIndex: number, key: string, kind: AccountKind): AccountFacts['balances'] {
  const rng = rngFor(seed, 'balances', institutionId, itemIndex, key);
  switch (kind) {
    case 'checking': {
      const current = rng.amount(420, 8_600);
      return { current, available: cents(current - rng.amount(0, Math.min(250, current / 4))), limit: null };
    }
    case 'savings': {
      const current = rng.amount(1_500, 42_000);
      return { current, available: current, limit: null };
    }
    case 'credit card': {
      const limit = rng.pick([2_500, 5_000, 7_500, 10_000, 12_000, 15_000]);
      const current = rng.amount(limit * 0.04, limit * 0.55);
      return { current, available: cents(limit - current), limit };
    }
    case 'mortgage':
      return { current: rng.amount(125_000, 460_000), available: null, limit: null };
    case 'auto':
      return { current: rng.amount(6_500, 34_000), available: null, limit: null };
    case 'student':
      return { current: rng.amount(8_000, 62_000), available: null, limit: null };
  }
}

/** One account's facts for an item (mask and balances from the seed, item index and key). */
export function accountFacts(seed: number, institutionId: string, itemIndex: number, template: AccountTemplate): AccountFacts {
  const { type, subtype } = ACCOUNT_KINDS[template.kind];
  return {
    key: template.key,
    kind: template.kind,
    name: template.name,
    official_name: template.officialName,
    type,
    subtype,
    mask: rngFor(seed, 'mask', institutionId, itemIndex, template.key).digits(4),
    balances: balancesFor(seed, institutionId, itemIndex, template.key, template.kind),
  };
}

/** The accounts a new login (item number `itemIndex`) finds at the institution. */
export function itemAccountFacts(seed: number, institution: InstitutionProfile, itemIndex: number): AccountFacts[] {
  return institution.accounts.map((template) => accountFacts(seed, institution.institution_id, itemIndex, template));
}

/** Default names for accounts added with the sandbox helper. */
export const ADDED_ACCOUNT_NAMES: Record<AccountKind, string> = {
  checking: 'Additional Checking',
  savings: 'Additional Savings',
  'credit card': 'Additional Credit Card',
  mortgage: 'Additional Mortgage',
  auto: 'Additional Auto Loan',
  student: 'Additional Student Loan',
};
