import { delay, http, HttpResponse } from 'msw';
import type { Tag, Transaction, TransactionChange, TransactionMarksRequest } from '@/shared/api';
import { SAMPLE_TRANSACTIONS } from './fixtures';

/** The person's tags, as `GET /db_api/tags` lists them. */
export const SAMPLE_TAGS: Tag[] = [
  { name: 'Lisbon trip', transactions: 9 },
  { name: 'Reimbursable', transactions: 4 },
  { name: 'Work', transactions: 12 },
];

export interface MarksAnswers {
  /** Rows to review since the previous visit. */
  toReview?: number;
  /** How a change of marks is answered: saved (the sample row with the change), failing, or never. */
  marks?: 'saved' | 'failed' | 'pending';
}

/**
 * Stories and tests only: MSW handlers for the marks' calls — the tags, the visit and the count to
 * review, a change of marks (answered with the row it names, changed), and the merchant's other rows
 * through the list filtered by `merchant` is left to the story's own list handler.
 */
export function marksHandlers({ toReview = 0, marks = 'saved' }: MarksAnswers = {}, rows: readonly Transaction[] = SAMPLE_TRANSACTIONS) {
  const answer = { count: toReview, since: toReview > 0 ? '2026-11-20T09:00:00Z' : null };
  // The changes saved here, newest first, as the history lists them (one list for the story's rows).
  const changes: TransactionChange[] = [];
  const record = (field: TransactionChange['field'], from: string | null, to: string | null) => {
    if (from !== to) changes.unshift({ changed_at: new Date().toISOString(), field, from, to });
  };
  return [
    http.get('*/db_api/transactions/:id/history', () => HttpResponse.json({ changes })),
    http.get('*/db_api/tags', () => HttpResponse.json({ tags: SAMPLE_TAGS })),
    http.get('*/db_api/transactions/to_review', () => HttpResponse.json(answer)),
    http.post('*/api/transactions/visits', () => HttpResponse.json(answer)),
    http.patch('*/api/transactions/:id/marks', async ({ params, request }) => {
      if (marks === 'pending') await delay('infinite');
      if (marks === 'failed') return new HttpResponse(null, { status: 500 });
      const row = rows.find((t) => t.transaction_id === params.id);
      if (!row) return new HttpResponse(null, { status: 404 });
      const change = (await request.json()) as TransactionMarksRequest;
      if (change.note !== undefined) record('note', row.note, change.note);
      if (change.tags !== undefined) record('tags', row.tags.join(', ') || null, change.tags.join(', ') || null);
      return HttpResponse.json({ ...row, ...change, note: change.note === undefined ? row.note : change.note });
    }),
    // The merchant by the person's name (answered as the row, Plaid's name kept beside it), or the bank's again.
    http.put('*/api/transactions/:id/merchant_name', async ({ params, request }) => {
      if (marks === 'pending') await delay('infinite');
      if (marks === 'failed') return new HttpResponse(null, { status: 500 });
      const row = rows.find((t) => t.transaction_id === params.id);
      if (!row) return new HttpResponse(null, { status: 404 });
      const { name } = (await request.json()) as { name: string | null };
      const bank = row.merchant_renamed ? (row.bank_merchant_name ?? null) : row.merchant_name;
      record('merchant', row.merchant_name ?? row.name, name ?? bank ?? row.name);
      return HttpResponse.json({ ...row, merchant_name: name ?? bank, bank_merchant_name: bank, merchant_renamed: name !== null });
    }),
  ];
}
