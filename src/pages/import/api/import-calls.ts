import { api, ApiError, useApiQuery, type CsvMapping, type Import, type ImportCommitRequest, type ImportPreview, type ImportRejection, type ImportUndone, type ManualAccount, type ManualAccountInput, type ManualAccountUpdate, type ManualAccountValueInput } from '@/shared/api';

export interface PreviewOptions {
  /** The account the rows will go to, so duplicates are counted against its rows. */
  accountId?: string;
  /** A CSV mapping the person edited, read instead of the guess. */
  mapping?: CsvMapping;
}

/** Why a file could not be previewed, in the terms the page shows it. */
export type PreviewFailure =
  | { kind: 'rejected'; rejection: ImportRejection }
  | { kind: 'tooLarge'; message: string }
  | { kind: 'failed' };

const hasProblems = (body: unknown): body is ImportRejection => typeof body === 'object' && body !== null && 'error' in body && 'message' in body;

/** What a failed preview call means for the page: a file refused by line, a file too large, or anything else. */
export function previewFailureOf(error: unknown): PreviewFailure {
  if (error instanceof ApiError) {
    if (error.status === 413) return { kind: 'tooLarge', message: error.body?.message ?? '' };
    if (error.status === 400 && hasProblems(error.body)) return { kind: 'rejected', rejection: error.body };
  }
  return { kind: 'failed' };
}

/** `POST /api/imports`: uploads the file (multipart) and answers its preview; nothing is stored yet. */
export async function previewImport(file: File, { accountId, mapping }: PreviewOptions = {}): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (accountId) form.append('account_id', accountId);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  // openapi-fetch sends a FormData body as is (the browser writes the multipart boundary).
  const { data } = await api.POST('/api/imports', { body: { file: file.name }, bodySerializer: () => form });
  return data!;
}

/** `POST /api/imports/{import_id}/commit`: stores the previewed rows; a large file answers `running`. */
export async function commitImport(importId: string, body: ImportCommitRequest): Promise<Import> {
  const { data } = await api.POST('/api/imports/{import_id}/commit', { params: { path: { import_id: importId } }, body });
  return data!;
}

/** `GET /api/imports/{import_id}`: the import's status, polled while it runs. */
export async function fetchImport(importId: string): Promise<Import> {
  const { data } = await api.GET('/api/imports/{import_id}', { params: { path: { import_id: importId } } });
  return data!;
}

/** `DELETE /api/imports/{import_id}`: removes exactly the rows the import added. */
export async function undoImport(importId: string): Promise<ImportUndone> {
  const { data } = await api.DELETE('/api/imports/{import_id}', { params: { path: { import_id: importId } } });
  return data!;
}

/** `GET /db_api/imports`: the past imports, newest first. */
export const useImports = () => useApiQuery('/db_api/imports');

/** `GET /db_api/manual_accounts`: the accounts no bank links. */
export const useManualAccounts = () => useApiQuery('/db_api/manual_accounts');

export async function createManualAccount(input: ManualAccountInput): Promise<ManualAccount> {
  const { data } = await api.POST('/api/manual_accounts', { body: input });
  return data!;
}

export async function updateManualAccount(accountId: string, change: ManualAccountUpdate): Promise<ManualAccount> {
  const { data } = await api.PATCH('/api/manual_accounts/{account_id}', { params: { path: { account_id: accountId } }, body: change });
  return data!;
}

export async function recordManualAccountValue(accountId: string, value: ManualAccountValueInput): Promise<ManualAccount> {
  const { data } = await api.POST('/api/manual_accounts/{account_id}/values', { params: { path: { account_id: accountId } }, body: value });
  return data!;
}

export async function deleteManualAccount(accountId: string): Promise<void> {
  await api.DELETE('/api/manual_accounts/{account_id}', { params: { path: { account_id: accountId } } });
}
