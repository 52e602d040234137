import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { SAMPLE_BALANCES } from '@/entities/account/testing';
import type { Account, CsvMapping, Import, ImportCommitRequest, ImportPreview, ManualAccount, ManualAccountInput } from '@/shared/api';
import { serverError } from '@/shared/test-kit';
import { BANK_CSV_PREVIEW, importRecord, MANUAL_ACCOUNTS, REJECTION, TOO_LARGE_MESSAGE } from './fixtures';

type Listing<T> = T[] | 'loading' | 'failed';

export interface ImportAnswers {
  /** What a file's preview answers: a preview, a `400` by line, a `413`, a `500`, or never. */
  preview?: ImportPreview | 'rejected' | 'tooLarge' | 'failed' | 'loading';
  /** A commit: stored at once, running until asked `runningPolls` times, or failed. */
  commit?: 'committed' | 'running' | 'failed';
  /** How many status polls a running import stays `running` (Infinity: forever). */
  runningPolls?: number;
  imports?: Listing<Import>;
  manualAccounts?: Listing<ManualAccount>;
  /** The accounts bank links keep (`GET /api/accounts`), offered as targets too. */
  linkedAccounts?: Account[];
  /** Hears each upload (a story checks the mapping or account sent). */
  onPreview?: (fields: { fileName: string; accountId: string | null; mapping: CsvMapping | null }) => void;
  onCommit?: (body: ImportCommitRequest) => void;
  /** Hears each manual account created. */
  onCreateAccount?: (input: ManualAccountInput) => void;
}

const contractError = (status: number, code: string, message: string) => HttpResponse.json({ error: { error_code: code, error_message: message }, message }, { status });

async function listing<T>(answer: Listing<T>, body: (items: T[]) => object): Promise<Response> {
  if (answer === 'loading') await delay('infinite');
  if (answer === 'failed') return serverError();
  return HttpResponse.json(body(answer as T[]));
}

/**
 * Stories only: MSW handlers for the import calls and manual accounts. A preview read again with a
 * mapping answers with that mapping; a commit adds what the preview counted.
 */
export function importHandlers({ preview = BANK_CSV_PREVIEW, commit = 'committed', runningPolls = Infinity, imports = [], manualAccounts = MANUAL_ACCOUNTS, linkedAccounts = SAMPLE_BALANCES.slice(0, 3), onPreview, onCommit, onCreateAccount }: ImportAnswers = {}): HttpHandler[] {
  let current: ImportPreview = typeof preview === 'object' ? preview : BANK_CSV_PREVIEW;
  let polls = 0;
  let accounts = manualAccounts;
  return [
    http.get('*/api/accounts', () => HttpResponse.json({ accounts: linkedAccounts })),
    http.post('*/api/imports', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const mappingText = form.get('mapping');
      const mapping = typeof mappingText === 'string' ? (JSON.parse(mappingText) as CsvMapping) : null;
      const accountId = typeof form.get('account_id') === 'string' ? (form.get('account_id') as string) : null;
      onPreview?.({ fileName: file instanceof File ? file.name : '', accountId, mapping });
      await delay(100);
      if (preview === 'loading') await delay('infinite');
      if (preview === 'failed') return serverError();
      if (preview === 'tooLarge') return contractError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
      if (preview === 'rejected' && !mapping) return HttpResponse.json(REJECTION, { status: 400 });
      const name = file instanceof File ? file.name : current.file_name;
      current = { ...current, file_name: name, account_id: accountId, ...(mapping && current.csv ? { csv: { ...current.csv, mapping } } : {}) };
      return HttpResponse.json(current);
    }),
    http.post('*/api/imports/:importId/commit', async ({ request }) => {
      const body = (await request.json()) as ImportCommitRequest;
      onCommit?.(body);
      await delay(100);
      if (commit === 'failed') return serverError();
      const account = body.account_id ? (Array.isArray(accounts) ? accounts.find((a) => a.account_id === body.account_id) : undefined) : undefined;
      const keep = body.skip_duplicates === false;
      return HttpResponse.json(
        importRecord(current, {
          status: commit === 'running' ? 'running' : 'committed',
          account_id: account?.account_id ?? 'man_new',
          account_name: account?.name ?? body.new_account?.name ?? null,
          added: commit === 'running' ? 0 : current.counts.new + (keep ? current.counts.duplicates : 0),
          duplicates_skipped: commit === 'running' || keep ? 0 : current.counts.duplicates,
        }),
      );
    }),
    http.get('*/api/imports/:importId', () => {
      polls++;
      const done = polls > runningPolls;
      return HttpResponse.json(importRecord(current, done ? { status: 'committed' } : { status: 'running', added: 0, duplicates_skipped: 0 }));
    }),
    http.delete('*/api/imports/:importId', () => HttpResponse.json({ status: 'success', removed: current.counts.new })),
    http.get('*/db_api/imports', () => listing(imports, (items) => ({ imports: items }))),
    http.get('*/db_api/manual_accounts', () => listing(accounts, (items) => ({ accounts: items }))),
    http.post('*/api/manual_accounts', async ({ request }) => {
      const input = (await request.json()) as ManualAccountInput;
      onCreateAccount?.(input);
      const created: ManualAccount = { account_id: `man_${Date.now()}`, ...input, balance: input.opening_balance, iso_currency_code: 'USD', values: [] };
      if (Array.isArray(accounts)) accounts = [...accounts, created];
      return HttpResponse.json(created);
    }),
    http.patch('*/api/manual_accounts/:accountId', async ({ request, params }) => {
      const change = (await request.json()) as Partial<ManualAccount>;
      const before = Array.isArray(accounts) ? accounts.find((a) => a.account_id === params.accountId) : undefined;
      if (!before || !Array.isArray(accounts)) return contractError(404, 'NOT_FOUND', 'Not found');
      const after = { ...before, ...change };
      accounts = accounts.map((a) => (a.account_id === before.account_id ? after : a));
      return HttpResponse.json(after);
    }),
    http.post('*/api/manual_accounts/:accountId/values', async ({ request, params }) => {
      const { value, as_of } = (await request.json()) as { value: number; as_of: string };
      const before = Array.isArray(accounts) ? accounts.find((a) => a.account_id === params.accountId) : undefined;
      if (!before || !Array.isArray(accounts)) return contractError(404, 'NOT_FOUND', 'Not found');
      const values = [...before.values.filter((v) => v.as_of !== as_of), { as_of, value }].sort((a, b) => a.as_of.localeCompare(b.as_of));
      const after = { ...before, values, balance: values.at(-1)!.value };
      accounts = accounts.map((a) => (a.account_id === before.account_id ? after : a));
      return HttpResponse.json(after);
    }),
    http.delete('*/api/manual_accounts/:accountId', ({ params }) => {
      if (Array.isArray(accounts)) accounts = accounts.filter((a) => a.account_id !== params.accountId);
      return HttpResponse.json({ status: 'success' });
    }),
  ];
}
