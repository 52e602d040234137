import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { accessToken, swrCachePolicy } from '@/shared/api';
import { categoryLabel, categoryNames, lineLabel, transactionCategoryLabel } from '@/shared/lib';
import { mswServer } from '@/shared/testing';
import { useCategoryChanges } from '../api/category-queries';
import { BOOKS, BRUNCH, DEFAULT_CATEGORY_PRIMARIES, GROCERIES, SAMPLE_CATEGORY_GROUPS, SAMPLE_CATEGORY_PRIMARIES } from '../testing/fixtures';
import { categoriesHandlers } from '../testing/handlers';
import { categoryNamesOf, useCategoryNamesSync } from './category-names';

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>{children}</SWRConfig>;

/** A page behind the sync, as the main layout holds it: its label as drawn on its first render. */
function HeldPage({ subscribed }: { subscribed: boolean | undefined }) {
  const ready = useCategoryNamesSync(subscribed);
  return ready ? <p>{categoryLabel(BOOKS.code, 'GENERAL_MERCHANDISE')}</p> : <p>Loading…</p>;
}

afterEach(() => {
  categoryNames.value = new Map();
});

describe('categoryNamesOf', () => {
  it('names every category by its code, the person’s own too', () => {
    const names = categoryNamesOf(SAMPLE_CATEGORY_GROUPS);
    expect(names.get('FOOD_AND_DRINK_GROCERIES')).toBe('Groceries');
    expect(names.get('GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS')).toBe('Books and magazines');
    expect(names.get(BRUNCH.code)).toBe('Brunch');
    expect(names.size).toBe(SAMPLE_CATEGORY_GROUPS.flatMap((g) => g.categories).length);
  });

  it('names the primaries the person renamed, and leaves the others to the taxonomy’s words', () => {
    const names = categoryNamesOf(SAMPLE_CATEGORY_GROUPS, SAMPLE_CATEGORY_PRIMARIES);
    expect(names.get('RENT_AND_UTILITIES')).toBe('Home bills');
    expect(names.has('FOOD_AND_DRINK')).toBe(false);
    expect(names.get('FOOD_AND_DRINK_GROCERIES')).toBe('Groceries');
    expect(names.size).toBe(SAMPLE_CATEGORY_GROUPS.flatMap((g) => g.categories).length + 1);
    expect(categoryNamesOf(SAMPLE_CATEGORY_GROUPS, DEFAULT_CATEGORY_PRIMARIES)).toEqual(categoryNamesOf(SAMPLE_CATEGORY_GROUPS));
  });
});

describe('useCategoryNamesSync', () => {
  it('sets the names from the list before the page first draws, and follows a rename', async () => {
    accessToken.value = 'token-123';
    mswServer.use(...categoriesHandlers());
    render(<HeldPage subscribed />, { wrapper });
    expect(screen.getByText('Loading…')).toBeTruthy();
    // Its first drawing already has the person's name (the taxonomy's words are "Bookstores and newsstands"): nothing draws it again.
    await screen.findByText('Books and magazines');
    expect(categoryNames.value.get(BRUNCH.code)).toBe('Brunch');

    const { result } = renderHook(() => ({ changes: useCategoryChanges(), ready: useCategoryNamesSync(true) }), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.changes.updateCategory(GROCERIES.id, { name: 'Supermarket' }));
    await waitFor(() => expect(categoryNames.value.get(GROCERIES.code)).toBe('Supermarket'));
    expect(categoryLabel(GROCERIES.code, 'FOOD_AND_DRINK')).toBe('Supermarket');
  });

  it('names a renamed primary in every label, and follows its rename and its reset', async () => {
    accessToken.value = 'token-123';
    mswServer.use(...categoriesHandlers());
    const { result } = renderHook(() => ({ changes: useCategoryChanges(), ready: useCategoryNamesSync(true) }), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(categoryLabel('RENT_AND_UTILITIES')).toBe('Home bills');
    expect(lineLabel('RENT_AND_UTILITIES')).toBe('Home bills');
    expect(categoryLabel('FOOD_AND_DRINK')).toBe('Food and drink');

    await act(() => result.current.changes.renamePrimary('FOOD_AND_DRINK', 'Eating out'));
    await waitFor(() => expect(categoryLabel('FOOD_AND_DRINK')).toBe('Eating out'));
    expect(transactionCategoryLabel({ category_primary: 'FOOD_AND_DRINK', category_detailed: null })).toBe('Eating out');
    // A detailed category keeps its own name.
    expect(categoryLabel(GROCERIES.code, 'FOOD_AND_DRINK')).toBe('Groceries');

    await act(() => result.current.changes.renamePrimary('FOOD_AND_DRINK', null));
    await waitFor(() => expect(categoryLabel('FOOD_AND_DRINK')).toBe('Food and drink'));
    expect(categoryNames.value.has('FOOD_AND_DRINK')).toBe(false);
  });

  it('holds the page while the subscription is not known, then reads the names', async () => {
    accessToken.value = 'token-123';
    mswServer.use(...categoriesHandlers());
    const { rerender } = render(<HeldPage subscribed={undefined} />, { wrapper });
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(<HeldPage subscribed />);
    await screen.findByText('Books and magazines');
  });

  it('asks nothing without a subscription, shows the page at once and forgets names it had', () => {
    accessToken.value = 'token-123';
    categoryNames.value = new Map([[BOOKS.code, 'Books and magazines']]);
    // Any request would fail the test (unhandled requests are errors).
    render(<HeldPage subscribed={false} />, { wrapper });
    expect(screen.getByText('Bookstores and newsstands')).toBeTruthy();
    expect(categoryNames.value.size).toBe(0);
  });

  it.each(['forbidden', 'failed'] as const)('shows the page with the taxonomy’s words when the list is %s, saying nothing', async (list) => {
    accessToken.value = 'token-123';
    mswServer.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS, { list }));
    render(<HeldPage subscribed />, { wrapper });
    await screen.findByText('Bookstores and newsstands');
    expect(categoryNames.value.size).toBe(0);
  });
});
