import type { CsvColumns, CsvPreset, CsvSignConvention } from './types.ts';

type Role = Exclude<keyof CsvColumns, 'date'> | 'date';

/** A header name in lower case with single spaces, as presets and guesses compare them. */
export const headerKey = (cell: string) => cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The export files of the apps people leave, by their documented columns: a preset applies when
 * the header holds every one of `required`; each role names the header it reads.
 */
interface Preset {
  preset: Exclude<CsvPreset, 'generic'>;
  required: string[];
  roles: Partial<Record<Role, string[]>>;
  sign: CsvSignConvention;
}

/** Checked in this order: a more specific header first (Copilot's and Actual's share names with Monarch's). */
export const PRESETS: Preset[] = [
  {
    // Copilot writes spending positive and income negative, as Plaid does.
    preset: 'copilot',
    required: ['date', 'name', 'amount', 'status', 'category', 'parent category', 'excluded', 'type', 'account'],
    roles: { date: ['date'], name: ['name'], amount: ['amount'], category: ['category'], memo: ['note'] },
    sign: 'positive-is-out',
  },
  {
    preset: 'ynab',
    required: ['account', 'flag', 'date', 'payee', 'memo', 'outflow', 'inflow', 'cleared'],
    roles: { date: ['date'], name: ['payee'], memo: ['memo'], category: ['category group/category', 'category'], out: ['outflow'], in: ['inflow'] },
    sign: 'out-in-columns',
  },
  {
    // Mint writes every amount positive and says "debit" or "credit" beside it.
    preset: 'mint',
    required: ['date', 'description', 'original description', 'amount', 'transaction type', 'category', 'account name'],
    roles: { date: ['date'], name: ['description'], memo: ['notes'], category: ['category'], amount: ['amount'], direction: ['transaction type'] },
    sign: 'direction-column',
  },
  {
    preset: 'monarch',
    required: ['date', 'merchant', 'category', 'account', 'original statement', 'amount'],
    roles: { date: ['date'], name: ['merchant'], memo: ['notes'], category: ['category'], amount: ['amount'] },
    sign: 'negative-is-out',
  },
  {
    // Actual's export: a split's parent row has Amount 0 and its total in Split_Amount.
    preset: 'actual',
    required: ['account', 'date', 'payee', 'notes', 'category', 'amount'],
    roles: { date: ['date'], name: ['payee'], memo: ['notes'], category: ['category'], amount: ['amount'], splitTotal: ['split_amount'] },
    sign: 'negative-is-out',
  },
];

/** The names a bank's own CSV uses for each role, for the generic guess. */
export const GENERIC_ROLES: Record<Role, string[]> = {
  date: ['date', 'transaction date', 'posted date', 'posting date', 'post date', 'trans date', 'trans. date', 'booking date', 'value date'],
  amount: ['amount', 'transaction amount', 'amount (usd)', 'amt'],
  out: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'outflow', 'money out', 'paid out'],
  in: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'inflow', 'money in', 'paid in'],
  name: ['description', 'payee', 'merchant', 'name', 'transaction description', 'details', 'narrative', 'original description'],
  memo: ['memo', 'notes', 'note', 'additional info'],
  category: ['category', 'category name'],
  checkNumber: ['check number', 'check no', 'check no.', 'check #', 'check', 'cheque number', 'chk ref'],
  externalId: ['transaction id', 'fitid', 'reference number'],
  direction: ['transaction type', 'debit/credit', 'credit/debit', 'dr/cr', 'cr/dr'],
  splitTotal: [],
};

/** The index of the first header cell named one of `names`, in the order `names` prefers. */
export function columnNamed(keys: string[], names: string[] | undefined): number | undefined {
  for (const name of names ?? []) {
    const index = keys.indexOf(name);
    if (index >= 0) return index;
  }
  return undefined;
}

export const matchingPreset = (keys: string[]) => PRESETS.find((p) => p.required.every((name) => keys.includes(name)));
