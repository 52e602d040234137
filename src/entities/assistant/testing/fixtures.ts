import type { ChatMessage, Quota } from '@/shared/api';

const pair = (
  pairId: string,
  createdDate: string,
  question: string,
  answer: string,
  fields: { questionBookmarked?: boolean; answerBookmarked?: boolean; isCorrect?: boolean | null; prefix?: 'ai' | 'error' } = {},
): ChatMessage[] => [
  { event_id: `user-${pairId}`, message: question, is_user_input: true, created_date: createdDate, is_bookmarked: fields.questionBookmarked ?? false, is_correct: null },
  {
    event_id: `${fields.prefix ?? 'ai'}-${pairId}`,
    message: answer,
    is_user_input: false,
    created_date: createdDate.replace(':00.000Z', ':04.000Z'),
    is_bookmarked: fields.answerBookmarked ?? false,
    is_correct: fields.isCorrect ?? null,
  },
];

/** An answer with a table, an in-app link and a `javascript:` link the drawer must blank. */
export const MARKDOWN_ANSWER = [
  'In **October 2026** you spent **$2,431.18** across 58 transactions.',
  '',
  '| Category | Spent |',
  '| --- | --- |',
  '| Rent | $1,650.00 |',
  '| Groceries | $412.30 |',
  '',
  '[See October transactions](/transactions?start_date=2026-10-01&end_date=2026-10-31) · [Budgeting tips](https://example.com/tips) · [Claim a prize](javascript:alert(1))',
].join('\n');

/** Stories and tests only: the newest page, four pairs; the last question is bookmarked, the one before it has a markdown answer rated good. */
export const SAMPLE_NEWEST_PAGE: ChatMessage[] = [
  ...pair(
    '2c2b2c3d4e5f60718293a4b5c6d7e8f9',
    '2026-11-20T18:40:00.000Z',
    'What did I spend on groceries in the last three months?',
    [
      'From **August 26 to November 20, 2026** you spent **$1,204.55** on groceries, about **$401.52** a month.',
      '',
      '- August (from the 26th): $96.10',
      '- September: $388.45',
      '- October: $412.30',
      '- November (to the 20th): $307.70',
      '',
      'Whole Foods Market was your biggest grocery merchant, with 14 visits.',
    ].join('\n'),
  ),
  ...pair('3c2b2c3d4e5f60718293a4b5c6d7e8f9', '2026-11-22T12:05:00.000Z', 'How much did I pay in rent in 2026?', 'You paid **$18,150.00** in rent in 2026 so far: 11 payments of $1,650.00 to Harbor View Apartments.'),
  ...pair('0a1b2c3d4e5f60718293a4b5c6d7e8f9', '2026-11-24T15:02:00.000Z', 'What was my spending summary for October 2026?', MARKDOWN_ANSWER, { isCorrect: true }),
  ...pair('1a1b2c3d4e5f60718293a4b5c6d7e8f9', '2026-11-25T09:30:00.000Z', 'What was my last transaction?', 'Your last transaction was **$7.25** at Blue Bottle Coffee on November 24, 2026.', {
    questionBookmarked: true,
  }),
];

/** Stories and tests only: the page before the newest one. */
export const SAMPLE_OLDER_PAGE: ChatMessage[] = pair(
  '9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  '2026-11-02T08:15:00.000Z',
  'How much did I spend at Starbucks last month?',
  'You spent **$48.60** at Starbucks in October 2026, over 9 visits.',
);

export const SAMPLE_QUOTA: Quota = { remaining: 88, total: 100, used: 12 };
export const EXHAUSTED_QUOTA: Quota = { remaining: 0, total: 100, used: 100 };

/** What the assistant answers a question in the stories. */
export const SAMPLE_ANSWER = 'Your last transaction was **$7.25** at Blue Bottle Coffee on November 24, 2026.';
