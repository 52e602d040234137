import { describe, expect, it } from 'vitest';
import { categoryNames } from '@/shared/lib';
import { changeFilters, choiceValue, clearNarrowingFilters, exportQuery, filterChips, filterChoices, filtersFromSearch, hasNarrowingFilters, listQuery, panelFilterCount, searchFromFilters, transactionsHref } from './filters';

describe('filtersFromSearch and searchFromFilters', () => {
  it('reads every filter the list API knows and writes it back in one order', () => {
    const search = '?page_size=100&sort=amount_desc&category=FOOD_AND_DRINK&start_date=2024-01-01&end_date=2024-01-31&direction=outflow&pending=false&min_amount=5&max_amount=99.5&search=coffee&institution=item-1&account=acc-1&page=3';
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      start_date: '2024-01-01',
      end_date: '2024-01-31',
      institution: 'item-1',
      account: 'acc-1',
      category: 'FOOD_AND_DRINK',
      min_amount: 5,
      max_amount: 99.5,
      direction: 'outflow',
      pending: false,
      search: 'coffee',
      sort: 'amount_desc',
      page: 3,
      page_size: 100,
    });
    expect(searchFromFilters(filters)).toBe(
      '?start_date=2024-01-01&end_date=2024-01-31&search=coffee&institution=item-1&account=acc-1&category=FOOD_AND_DRINK&direction=outflow&pending=false&min_amount=5&max_amount=99.5&sort=amount_desc&page=3&page_size=100',
    );
  });

  it('keeps one transaction\'s id, the assistant\'s link to a one-row answer, as a narrowing filter', () => {
    const filters = filtersFromSearch('?start_date=2026-11-24&end_date=2026-11-24&transaction_id=tx-abc_1');
    expect(filters).toEqual({ start_date: '2026-11-24', end_date: '2026-11-24', transaction_id: 'tx-abc_1' });
    expect(searchFromFilters(filters)).toBe('?start_date=2026-11-24&end_date=2026-11-24&transaction_id=tx-abc_1');
    expect(hasNarrowingFilters(filters)).toBe(true);
    expect(clearNarrowingFilters(filters)).not.toHaveProperty('transaction_id');
  });

  it("keeps a budget line, a tracker figure's link to exactly its rows, as a narrowing filter after the category", () => {
    const filters = filtersFromSearch('?counted_as=spending&budget_line=FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C&start_date=2026-11-01&end_date=2026-11-30');
    expect(filters).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30', budget_line: 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C', counted_as: 'spending' });
    expect(searchFromFilters({ ...filters, category: 'FOOD_AND_DRINK' })).toBe('?start_date=2026-11-01&end_date=2026-11-30&category=FOOD_AND_DRINK&budget_line=FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C&counted_as=spending');
    expect(hasNarrowingFilters({ budget_line: 'FOOD_AND_DRINK_GROCERIES' })).toBe(true);
    expect(clearNarrowingFilters(filters)).not.toHaveProperty('budget_line');
  });

  it.each([
    ['start_date=2024-13-01', {}],
    ['budget_line=groceries', {}],
    [`budget_line=${'A'.repeat(101)}`, {}],
    ['start_date=2024-03-05&end_date=2024-03-01', {}],
    ['category=food', {}],
    ['min_amount=-5', {}],
    ['min_amount=abc', {}],
    ['min_amount=50&max_amount=10', { min_amount: 50 }],
    ['direction=sideways', {}],
    ['pending=maybe', {}],
    ['sort=random', {}],
    ['page=0', {}],
    ['page_size=75', {}],
    ['search=%20%20', {}],
    ['page=1&page_size=50&sort=date_desc', {}],
  ])('drops what the API would refuse or what is the default: %s', (search, expected) => {
    expect(filtersFromSearch(search)).toEqual(expected);
  });

  it('writes booleans and numbers as text, leaves out empty filters and encodes searches', () => {
    expect(transactionsHref({ pending: false, min_amount: 0, search: '', account: undefined })).toBe('/transactions?pending=false&min_amount=0');
    expect(transactionsHref({ search: 'Trader Joe’s & Co' })).toBe('/transactions?search=Trader+Joe%E2%80%99s+%26+Co');
  });

  it('reads the merchant and the part of the money rules, and drops an unknown part', () => {
    expect(filtersFromSearch('?merchant=Blue%20Bottle%20Coffee&counted_as=spending')).toEqual({ merchant: 'Blue Bottle Coffee', counted_as: 'spending' });
    expect(filtersFromSearch('?counted_as=transfers')).toEqual({});
    expect(transactionsHref({ counted_as: 'income', merchant: 'ACME', start_date: '2024-01-01' })).toBe('/transactions?start_date=2024-01-01&merchant=ACME&counted_as=income');
    expect(hasNarrowingFilters({ counted_as: 'spending' })).toBe(true);
  });

  it('keeps an empty view at a bare URL', () => {
    expect(searchFromFilters({})).toBe('');
    expect(transactionsHref({ category: 'TRAVEL', direction: 'outflow' })).toBe('/transactions?category=TRAVEL&direction=outflow');
  });
});

describe('changing filters', () => {
  it('goes back to page 1 on any change but the page', () => {
    const at = { search: 'tea', page: 4 };
    expect(changeFilters(at, { direction: 'inflow' })).toEqual({ search: 'tea', direction: 'inflow' });
    expect(changeFilters(at, { page: 5 })).toEqual({ search: 'tea', page: 5 });
    expect(changeFilters(at, { search: undefined })).toEqual({});
  });

  it('clears the narrowing filters and keeps the dates, order and page size', () => {
    const view = { start_date: '2024-01-01', end_date: '2024-01-31', category: 'TRAVEL', search: 'x', sort: 'amount_asc' as const, page: 2, page_size: 250 as const };
    expect(hasNarrowingFilters(view)).toBe(true);
    const cleared = clearNarrowingFilters(view);
    expect(cleared).toEqual({ start_date: '2024-01-01', end_date: '2024-01-31', sort: 'amount_asc', page_size: 250 });
    expect(hasNarrowingFilters(cleared)).toBe(false);
  });
});

describe('queries', () => {
  it('asks for the page with its defaults and snapshot, and exports without paging', () => {
    expect(listQuery({ category: 'TRAVEL' })).toEqual({ category: 'TRAVEL', page: 1, page_size: 50, sort: 'date_desc' });
    expect(listQuery({ page: 2 }, '2024-01-01T00:00:00.000001Z')).toEqual({ page: 2, page_size: 50, sort: 'date_desc', as_of: '2024-01-01T00:00:00.000001Z' });
    expect(exportQuery({ category: 'TRAVEL', page: 3, page_size: 100 })).toEqual({ category: 'TRAVEL', sort: 'date_desc' });
  });

  it('asks for a comparison only with both dates', () => {
    const month = { start_date: '2026-11-01', end_date: '2026-11-30' };
    expect(listQuery(month, undefined, 'previous_period')).toEqual({ ...month, page: 1, page_size: 50, sort: 'date_desc', compare: 'previous_period' });
    expect(listQuery({ start_date: '2026-11-01' }, undefined, 'previous_period')).not.toHaveProperty('compare');
  });
});

describe('the filter table: the panel, its chips and its choices', () => {
  it('counts the filters set in the panel, not the dates, search, merchant or one transaction', () => {
    expect(panelFilterCount({ start_date: '2024-01-01', search: 'tea', merchant: 'ACME', transaction_id: 'tx-1' })).toBe(0);
    expect(panelFilterCount({ institution: 'item-1', account: 'acc-1', category: 'TRAVEL', counted_as: 'income', direction: 'inflow', pending: false, min_amount: 0, max_amount: 5 })).toBe(8);
  });

  it('shows the merchant and one transaction as chips, in the URL\'s order', () => {
    expect(filterChips({ transaction_id: 'tx-1', merchant: 'Blue Bottle', category: 'TRAVEL' })).toEqual([
      { name: 'merchant', text: 'Merchant: Blue Bottle', label: 'Merchant: Blue Bottle. Remove this filter' },
      { name: 'transaction_id', text: 'One transaction', label: 'One transaction. Remove this filter' },
    ]);
    expect(filterChips({})).toEqual([]);
  });

  it('shows a budget line as a chip naming the line, as the tracker names it', () => {
    categoryNames.value = new Map([['FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C', 'Brunch']]);
    try {
      expect(filterChips({ budget_line: 'FOOD_AND_DRINK_GROCERIES' })).toEqual([{ name: 'budget_line', text: 'Budget line: Groceries', label: 'Budget line: Groceries. Remove this filter' }]);
      expect(filterChips({ budget_line: 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C' })[0]?.text).toBe('Budget line: Brunch');
    } finally {
      categoryNames.value = new Map();
    }
    expect(panelFilterCount({ budget_line: 'FOOD_AND_DRINK_GROCERIES' })).toBe(0);
  });

  it('offers each select\'s choices with "any" first, and reads a choice back as the filter\'s value', () => {
    expect(filterChoices('counted_as').map((c) => c.label)).toEqual(['Any', 'Spending and refunds', 'Income', 'Not counted']);
    expect(filterChoices('direction').map((c) => c.label)).toEqual(['Money in and out', 'Money out', 'Money in']);
    expect(filterChoices('pending').map((c) => c.label)).toEqual(['Posted and pending', 'Posted', 'Pending']);
    for (const name of ['counted_as', 'direction', 'pending'] as const) {
      const [any, ...set] = filterChoices(name);
      expect(choiceValue(name, any!.value)).toBeUndefined();
      for (const choice of set) expect(String(choiceValue(name, choice.value))).toBe(choice.value);
    }
  });
});
