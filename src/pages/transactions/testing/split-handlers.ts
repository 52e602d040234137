import { delay, http, HttpResponse } from 'msw';
import { SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { samplePage } from '@/entities/transaction/testing';
import type { SplitPartRequest, Transaction, TransactionSplit, UserCategoryGroup } from '@/shared/api';
import { formatMoney, toCents } from '@/shared/lib';
import { splitRows } from './split-fixtures';

export interface SplitAnswers {
  /** How a split is answered: kept as the server keeps it, refused with this message (400), or never. */
  split?: 'saved' | { refused: string } | 'pending';
}

const refused = (status: number, message: string) => HttpResponse.json({ error: { error_code: status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', error_message: message }, message }, { status });

/**
 * Stories only: one transaction's rows (`GET /db_api/transactions?transaction_id=`) and its split
 * (`POST /api/transactions/{id}/splits`), kept as the server keeps them: parts that do not add up
 * to the whole are refused in the server's words; none make it whole again. Other lists are left to
 * the story's own handlers.
 */
export function splitHandlers(whole: Transaction, rows: readonly Transaction[] = [whole], { split = 'saved' }: SplitAnswers = {}, groups: readonly UserCategoryGroup[] = SAMPLE_CATEGORY_GROUPS) {
  let listed = [...rows];
  const wholeAmount = rows[0]?.split?.whole_amount ?? whole.amount;
  const categories = groups.flatMap((group) => group.categories);
  return [
    http.get('*/db_api/transactions', ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction_id');
      if (id === null) return undefined;
      return HttpResponse.json(samplePage(listed.filter((row) => row.transaction_id === id)));
    }),
    http.post('*/api/transactions/:id/splits', async ({ params, request }) => {
      if (split === 'pending') await delay('infinite');
      if (typeof split === 'object') return refused(400, split.refused);
      if (params.id !== whole.transaction_id) return refused(404, 'transaction_id: no such transaction.');
      const { parts } = (await request.json()) as { parts: SplitPartRequest[] };
      const sum = parts.reduce((total, part) => total + toCents(part.amount), 0);
      if (parts.length === 1) return refused(400, 'parts: a split has at least 2 parts; send none to make the transaction whole again.');
      if (parts.length > 0 && sum !== toCents(wholeAmount)) return refused(400, `parts: the parts add up to ${formatMoney(sum / 100)}, the transaction is ${formatMoney(wholeAmount)}; they must add up to it exactly.`);
      const chosen = parts.map((part) => ({ ...part, category: categories.find((category) => category.id === part.category_id) }));
      const unknown = chosen.findIndex((part) => part.category === undefined);
      if (unknown >= 0) return refused(404, `parts[${unknown}].category_id: no such category.`);
      const wholeRow = { ...whole, amount: wholeAmount, split: null };
      listed = parts.length === 0 ? [wholeRow] : splitRows(wholeRow, chosen);
      const answer: TransactionSplit = {
        transaction_id: whole.transaction_id,
        amount: wholeAmount,
        direction: whole.direction,
        parts: listed.filter((row) => row.split).map((row) => ({ amount: row.amount, category_primary: row.category_primary, category_detailed: row.category_detailed, note: row.split?.note ?? null, remainder: false })),
      };
      return HttpResponse.json(answer);
    }),
  ];
}
