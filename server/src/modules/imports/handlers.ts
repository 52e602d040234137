import type { Db } from '../../db/client.ts';
import type { ManualAccountKind } from '../../db/schema.ts';
import { loadContract } from '../../http/contract.ts';
import { badRequest } from '../../http/errors.ts';
import { todayOf } from '../../lib/calendar.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { createContractAjv, describeValidationError } from '../../http/validation.ts';
import { commitImport, importView, importViews, previewImport, undoImport, type ImportJobs, type WireCsvMapping } from './imports.ts';
import { createManualAccount, deleteManualAccount, listManualAccounts, recordAccountValue, updateManualAccount } from './manual-accounts.ts';

export interface ImportsDeps {
  db: Db;
  importJobs: ImportJobs;
  now?: () => number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The contract's `CsvMapping`, to check the `mapping` field's JSON as the contract checks a body. */
function mappingValidator() {
  const schemas = (loadContract() as unknown as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }).components.schemas;
  const mapping = schemas.CsvMapping!;
  const schema = { ...mapping, properties: { ...mapping.properties, columns: schemas.CsvColumns } };
  return createContractAjv().compile(schema);
}

export function createImportsHandlers({ db, importJobs, now = Date.now }: ImportsDeps): HandlerGroup {
  const validMapping = mappingValidator();

  function readMapping(text: string | undefined): WireCsvMapping | undefined {
    if (text === undefined || text === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('mapping (body) must be a CSV mapping as JSON text.');
    }
    if (!validMapping(value)) {
      const errors = (validMapping.errors ?? []).map((e) => ({ ...e, instancePath: `/mapping${e.instancePath}` }));
      throw badRequest(describeValidationError('body', errors).message);
    }
    return value as WireCsvMapping;
  }

  return {
    async previewImport(context) {
      const user = subscriberOf(context);
      const upload = context.request.upload;
      if (!upload || upload.field !== 'file') throw badRequest('file (body) is required: send the bank file as the form field `file`.');
      const body = context.body;
      return previewImport(db, user.id, { fileName: upload.fileName, bytes: upload.bytes, accountApiId: body.account_id, mapping: readMapping(body.mapping) });
    },

    async commitImport(context) {
      const user = subscriberOf(context);
      const { account_id, new_account, skip_duplicates = true } = context.body;
      return commitImport(db, user.id, context.params.import_id, { accountApiId: account_id, newAccount: new_account as { name: string; type: ManualAccountKind } | undefined, skipDuplicates: skip_duplicates }, importJobs, now);
    },

    async getImport(context) {
      const user = subscriberOf(context);
      return importView(db, user.id, context.params.import_id);
    },

    async undoImport(context) {
      const user = subscriberOf(context);
      const removed = await undoImport(db, user.id, context.params.import_id, now);
      return { status: 'success', removed };
    },

    async listImports(context) {
      const user = subscriberOf(context);
      return { imports: await importViews(db, user.id) };
    },

    async listManualAccounts(context) {
      const user = subscriberOf(context);
      return { accounts: await listManualAccounts(db, user.id) };
    },

    async createManualAccount(context) {
      const user = subscriberOf(context);
      const { name, type, opening_balance, opening_date } = context.body;
      return createManualAccount(db, user.id, { name: name.trim() || name, type, openingCents: toCents(opening_balance), openingDate: opening_date });
    },

    async updateManualAccount(context) {
      const user = subscriberOf(context);
      const { name, opening_balance, opening_date } = context.body;
      return updateManualAccount(db, user.id, context.params.account_id, {
        ...(name !== undefined ? { name } : {}),
        ...(opening_balance !== undefined ? { openingCents: toCents(opening_balance) } : {}),
        ...(opening_date !== undefined ? { openingDate: opening_date } : {}),
      });
    },

    async recordManualAccountValue(context) {
      const user = subscriberOf(context);
      const { value, as_of } = context.body;
      if (as_of > todayOf(now)) throw badRequest('as_of: a value is for today or a day before.');
      return recordAccountValue(db, user.id, context.params.account_id, { cents: toCents(value), asOf: as_of });
    },

    async deleteManualAccount(context) {
      const user = subscriberOf(context);
      await deleteManualAccount(db, user.id, context.params.account_id);
      return { status: 'success' };
    },
  };
}
