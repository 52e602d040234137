import { describe, expect, it } from 'vitest';
import { parseComparison, parseDateRange, parseDueWindow } from './dates.ts';

/** A Wednesday. */
const TODAY = '2026-11-25';

type Case = [question: string, start: string, end: string, label: string];

describe('parseDateRange on Wednesday 25 November 2026', () => {
  it.each<Case>([
    ['What did I spend today?', '2026-11-25', '2026-11-25', 'today (25 Nov 2026)'],
    ['and yesterday?', '2026-11-24', '2026-11-24', 'yesterday (24 Nov 2026)'],
    ['the day before yesterday', '2026-11-23', '2026-11-23', 'the day before yesterday (23 Nov 2026)'],
    ['in the last 30 days', '2026-10-27', '2026-11-25', 'the last 30 days (27 Oct – 25 Nov 2026)'],
    ['over the past 7 days', '2026-11-19', '2026-11-25', 'the last 7 days (19 – 25 Nov 2026)'],
    ['3 days ago', '2026-11-22', '2026-11-22', '3 days ago (22 Nov 2026)'],
    ['this week', '2026-11-23', '2026-11-25', 'this week so far (23 – 25 Nov 2026)'],
    ['what did I buy on the 14th', '2026-11-14', '2026-11-14', '14 Nov 2026'],
    ['spent on the 28th', '2026-10-28', '2026-10-28', '28 Oct 2026'],
    ['last week', '2026-11-16', '2026-11-22', 'last week (16 – 22 Nov 2026)'],
    ['How much did I spend last weekend?', '2026-11-21', '2026-11-22', 'last weekend (21 – 22 Nov 2026)'],
    ['the last 2 weeks', '2026-11-09', '2026-11-22', 'the last 2 weeks (9 – 22 Nov 2026)'],
    ['this month', '2026-11-01', '2026-11-25', 'November 2026 so far (1 – 25 Nov 2026)'],
    ['month to date', '2026-11-01', '2026-11-25', 'November 2026 so far (1 – 25 Nov 2026)'],
    ['last month', '2026-10-01', '2026-10-31', 'October 2026'],
    ["last month's spending", '2026-10-01', '2026-10-31', 'October 2026'],
    ['the previous month', '2026-10-01', '2026-10-31', 'October 2026'],
    ['last 2 months', '2026-09-01', '2026-10-31', 'the last 2 months (September – October 2026)'],
    ['over the last three months', '2026-08-01', '2026-10-31', 'the last 3 months (August – October 2026)'],
    ['past 3 months', '2026-08-01', '2026-10-31', 'the last 3 months (August – October 2026)'],
    ['the past 12 months', '2025-11-01', '2026-10-31', 'the last 12 months (November 2025 – October 2026)'],
    ['2 months ago', '2026-09-01', '2026-09-30', 'September 2026'],
    ['this year', '2026-01-01', '2026-11-25', '2026 so far (1 Jan – 25 Nov 2026)'],
    ['last year', '2025-01-01', '2025-12-31', '2025'],
    ['the last 2 years', '2024-01-01', '2025-12-31', 'the last 2 years (2024 – 2025)'],
    ['in March', '2026-03-01', '2026-03-31', 'March 2026'],
    ['October spending', '2026-10-01', '2026-10-31', 'October 2026'],
    ["November's groceries", '2026-11-01', '2026-11-25', 'November 2026 so far (1 – 25 Nov 2026)'],
    ['in December', '2025-12-01', '2025-12-31', 'December 2025'],
    ['March 2025', '2025-03-01', '2025-03-31', 'March 2025'],
    ['mar 2025', '2025-03-01', '2025-03-31', 'March 2025'],
    ['Sept. 2024', '2024-09-01', '2024-09-30', 'September 2024'],
    ['on 2026-03-14', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on 3/14/2026', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on 3/14/26', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on 14/3/2026', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on 14 March 2026', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on March 14, 2026', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on March 14th', '2026-03-14', '2026-03-14', '14 Mar 2026'],
    ['on the 3rd of March', '2026-03-03', '2026-03-03', '3 Mar 2026'],
    ['on December 25', '2025-12-25', '2025-12-25', '25 Dec 2025'],
    ['in Q3 2026', '2026-07-01', '2026-09-30', 'Q3 2026 (July – September 2026)'],
    ['in q3', '2026-07-01', '2026-09-30', 'Q3 2026 (July – September 2026)'],
    ['in q4', '2026-10-01', '2026-11-25', 'Q4 2026 so far (1 Oct – 25 Nov 2026)'],
    ['q4 2025', '2025-10-01', '2025-12-31', 'Q4 2025 (October – December 2025)'],
    ['the third quarter of 2025', '2025-07-01', '2025-09-30', 'Q3 2025 (July – September 2025)'],
    ['last quarter', '2026-07-01', '2026-09-30', 'Q3 2026 (July – September 2026)'],
    ['this quarter', '2026-10-01', '2026-11-25', 'Q4 2026 so far (1 Oct – 25 Nov 2026)'],
    ['in 2025', '2025-01-01', '2025-12-31', '2025'],
    ['ytd', '2026-01-01', '2026-11-25', '2026 so far (1 Jan – 25 Nov 2026)'],
    ['year to date', '2026-01-01', '2026-11-25', '2026 so far (1 Jan – 25 Nov 2026)'],
    ['this year so far', '2026-01-01', '2026-11-25', '2026 so far (1 Jan – 25 Nov 2026)'],
    ['since March', '2026-03-01', '2026-11-25', 'since March 2026 (1 Mar – 25 Nov 2026)'],
    ['since 2025-02-10', '2025-02-10', '2026-11-25', 'since 10 Feb 2025 (10 Feb 2025 – 25 Nov 2026)'],
    ['since last month', '2026-10-01', '2026-11-25', 'since October 2026 (1 Oct – 25 Nov 2026)'],
    ['between March and May', '2026-03-01', '2026-05-31', 'March – May 2026'],
    ['from 1 March to 14 April 2026', '2026-03-01', '2026-04-14', '1 Mar – 14 Apr 2026'],
    ['between 2025-12-20 and 2026-01-05', '2025-12-20', '2026-01-05', '20 Dec 2025 – 5 Jan 2026'],
    ['from November to January', '2025-11-01', '2026-01-31', 'November 2025 – January 2026'],
    ['March through May 2025', '2025-03-01', '2025-05-31', 'March – May 2025'],
    ['from September until now', '2026-09-01', '2026-11-25', 'since September 2026 (1 Sep – 25 Nov 2026)'],
    ['from September to today', '2026-09-01', '2026-11-25', '1 Sep – 25 Nov 2026'],
    ['at Mays Diner in May', '2026-05-01', '2026-05-31', 'May 2026'],
    ['may I see my spending for June?', '2026-06-01', '2026-06-30', 'June 2026'],
    ['transactions over 2000 dollars in 2025', '2025-01-01', '2025-12-31', '2025'],
  ])('%s', (question, start, end, label) => {
    expect(parseDateRange(question, TODAY)).toEqual({ start, end, label });
  });

  it.each(['what is my balance?', 'how much at Mays Diner', "May's Diner", 'may I ask something', 'transactions over $2025', 'more than 2000 dollars', 'on February 30', 'last 3 transactions'])(
    'finds no period in %j',
    (question) => {
      expect(parseDateRange(question, TODAY)).toBeNull();
    },
  );
});

describe('parseDateRange on other days', () => {
  it.each<[today: string, ...Case]>([
    ['2026-01-02', 'last month', '2025-12-01', '2025-12-31', 'December 2025'],
    ['2026-01-02', 'last 2 months', '2025-11-01', '2025-12-31', 'the last 2 months (November – December 2025)'],
    ['2026-01-02', 'this week', '2025-12-29', '2026-01-02', 'this week so far (29 Dec 2025 – 2 Jan 2026)'],
    ['2026-01-02', 'since march', '2025-03-01', '2026-01-02', 'since March 2025 (1 Mar 2025 – 2 Jan 2026)'],
    ['2026-01-02', 'in q4', '2025-10-01', '2025-12-31', 'Q4 2025 (October – December 2025)'],
    ['2026-01-02', 'last quarter', '2025-10-01', '2025-12-31', 'Q4 2025 (October – December 2025)'],
    ['2026-01-02', 'ytd', '2026-01-01', '2026-01-02', '2026 so far (1 – 2 Jan 2026)'],
    ['2026-01-02', 'in January', '2026-01-01', '2026-01-02', 'January 2026 so far (1 – 2 Jan 2026)'],
    ['2024-03-01', 'last month', '2024-02-01', '2024-02-29', 'February 2024'],
    ['2024-03-01', 'yesterday', '2024-02-29', '2024-02-29', 'yesterday (29 Feb 2024)'],
    ['2024-03-01', 'the last 30 days', '2024-02-01', '2024-03-01', 'the last 30 days (1 Feb – 1 Mar 2024)'],
    ['2024-03-01', 'on February 29', '2024-02-29', '2024-02-29', '29 Feb 2024'],
    ['2024-03-01', 'on 2/29/2024', '2024-02-29', '2024-02-29', '29 Feb 2024'],
    ['2024-03-01', 'this week', '2024-02-26', '2024-03-01', 'this week so far (26 Feb – 1 Mar 2024)'],
  ])('%s: %s', (today, question, start, end, label) => {
    expect(parseDateRange(question, today)).toEqual({ start, end, label });
  });

  it('refuses 29 February of a common year', () => {
    expect(parseDateRange('on 2/29/2023', '2024-03-01')).toBeNull();
    expect(parseDateRange('on February 29, 2023', '2024-03-01')).toBeNull();
  });
});

describe('parseComparison', () => {
  it.each<[question: string, today: string, first: [string, string], second: [string, string]]>([
    ['compare March and April', TODAY, ['2026-03-01', '2026-03-31'], ['2026-04-01', '2026-04-30']],
    ['this month vs last month', TODAY, ['2026-11-01', '2026-11-25'], ['2026-10-01', '2026-10-31']],
    ['October 2026 compared to September 2026', TODAY, ['2026-10-01', '2026-10-31'], ['2026-09-01', '2026-09-30']],
    ['did I spend more in October than in September?', TODAY, ['2026-10-01', '2026-10-31'], ['2026-09-01', '2026-09-30']],
    ['compare March 2025 and April', TODAY, ['2025-03-01', '2025-03-31'], ['2025-04-01', '2025-04-30']],
    ['this year versus last year', TODAY, ['2026-01-01', '2026-11-25'], ['2025-01-01', '2025-12-31']],
    ['q1 vs q2', TODAY, ['2026-01-01', '2026-03-31'], ['2026-04-01', '2026-06-30']],
    ['compare December and January', '2026-01-02', ['2025-12-01', '2025-12-31'], ['2026-01-01', '2026-01-02']],
    ['this month vs last', TODAY, ['2026-11-01', '2026-11-25'], ['2026-10-01', '2026-10-31']],
    ['did I spend more this week than the previous one?', TODAY, ['2026-11-23', '2026-11-25'], ['2026-11-16', '2026-11-22']],
    ['compare this year to last', TODAY, ['2026-01-01', '2026-11-25'], ['2025-01-01', '2025-12-31']],
    ['Compare last month with the month before', TODAY, ['2026-10-01', '2026-10-31'], ['2026-09-01', '2026-09-30']],
    ['Q3 2026 vs the quarter before', TODAY, ['2026-07-01', '2026-09-30'], ['2026-04-01', '2026-06-30']],
    ['compare the last 30 days with the previous one', TODAY, ['2026-10-27', '2026-11-25'], ['2026-09-27', '2026-10-26']],
  ])('%s (%s)', (question, today, first, second) => {
    const ranges = parseComparison(question, today);
    expect(ranges?.map((r) => [r.start, r.end])).toEqual([first, second]);
  });

  it('labels each period', () => {
    expect(parseComparison('this month vs last month', TODAY)?.map((r) => r.label)).toEqual(['November 2026 so far (1 – 25 Nov 2026)', 'October 2026']);
  });

  it.each(['March and April', 'compare my spending this month', 'transactions more than $50 in March', 'what is my balance'])('is null for %j', (question) => {
    expect(parseComparison(question, TODAY)).toBeNull();
  });
});

describe('parseDueWindow on Wednesday 25 November 2026: from today to the window\'s last day', () => {
  it.each<[question: string, end: string, label: string]>([
    ['bills in the next two weeks', '2026-12-08', 'the next 2 weeks (25 Nov – 8 Dec 2026)'],
    ['upcoming bills next 30 days', '2026-12-24', 'the next 30 days (25 Nov – 24 Dec 2026)'],
    ['what is due in the coming week', '2026-12-01', 'the next week (25 Nov – 1 Dec 2026)'],
    ['payments due within 10 days', '2026-12-04', 'the next 10 days (25 Nov – 4 Dec 2026)'],
    ['bills over the next 3 months', '2027-02-24', 'the next 3 months (25 Nov 2026 – 24 Feb 2027)'],
    ["what's due this week", '2026-11-29', 'the rest of this week (25 – 29 Nov 2026)'],
    ['anything due this month?', '2026-11-30', 'the rest of this month (25 – 30 Nov 2026)'],
    ['what do I have to pay before the 15th', '2026-12-14', 'before the 15th (25 Nov – 14 Dec 2026)'],
    ['bills due by the 30th', '2026-11-30', 'by the 30th (25 – 30 Nov 2026)'],
    ['what is due today', '2026-11-25', 'today (25 Nov 2026)'],
  ])('%s', (question, end, label) => {
    expect(parseDueWindow(question, TODAY)).toEqual({ end, label });
  });

  it('names no window for a question without one', () => {
    expect(parseDueWindow('which bills are coming up', TODAY)).toBeNull();
    expect(parseDueWindow('what bills did I pay last week', TODAY)).toBeNull();
  });
});
