import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useAccounts } from '@/entities/account';
import { useActiveInstitutions } from '@/entities/institution';
import { useUserCategories } from '@/entities/category';
import { categoryOptionGroups, choiceValue, filterChips, filterChoices, filterLabel, hasNarrowingFilters, panelFilterCount, useCategoryTaxonomy, type TransactionFilters } from '@/entities/transaction';
import { debounce } from '@/shared/lib';
import { Button, CloseIcon, SelectField, TextField } from '@/shared/ui';
import { ANY, CLEAR_FILTERS, FILTERS_LABEL, SEARCH_LABEL, SEARCH_PLACEHOLDER } from '../config/copy';
import { accountOptions } from '../model/account-options';

export interface TransactionsFiltersProps {
  filters: TransactionFilters;
  onChange: (change: Partial<TransactionFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Shown first in the panel on a phone only: the period's kind and comparison, which a wider screen keeps in view above. */
  phonePeriodChoices?: ReactNode;
}

/** Typing settles for this long before the URL (and the query) follows. */
const TYPING_MS = 350;

const AMOUNT = /^\d{0,10}(\.\d{0,2})?$/;

/** A text box that follows its URL value and reports typed text once typing pauses. */
function useTypedValue(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  // The URL moved (Back, Clear filters): the box shows its value again.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const later = useMemo(() => debounce(commit, TYPING_MS), [commit]);
  useEffect(() => () => later.cancel(), [later]);
  return [text, (next: string) => (setText(next), later(next))] as const;
}

const amountOf = (text: string) => (text.trim() === '' || !AMOUNT.test(text.trim()) ? undefined : Number(text));

/**
 * Search (name and merchant, near-misses too) always in view, beside "Filters" on a phone too;
 * institution, account, category, direction, status and amount range behind "Filters", open while
 * any is set (and on a phone the period's kind and comparison).
 */
export function TransactionsFilters({ filters, onChange, onClear, phonePeriodChoices }: TransactionsFiltersProps) {
  const taxonomy = useCategoryTaxonomy();
  // The person's own categories are offered under what they count as; a hidden one only while it is the filter.
  const personCategories = useUserCategories();
  const { institutions } = useActiveInstitutions();
  const { accounts } = useAccounts();
  const narrowed = hasNarrowingFilters(filters);
  const [open, setOpen] = useState(narrowed);
  const setCount = panelFilterCount(filters);

  const [search, setSearch] = useTypedValue(filters.search ?? '', useMemo(() => (text: string) => onChange({ search: text.trim() || undefined }, { replace: true }), [onChange]));
  const [min, setMin] = useTypedValue(filters.min_amount?.toString() ?? '', useMemo(() => (text: string) => AMOUNT.test(text.trim()) && onChange({ min_amount: amountOf(text) }, { replace: true }), [onChange]));
  const [max, setMax] = useTypedValue(filters.max_amount?.toString() ?? '', useMemo(() => (text: string) => AMOUNT.test(text.trim()) && onChange({ max_amount: amountOf(text) }, { replace: true }), [onChange]));
  const minAmount = amountOf(min);
  const maxAmount = amountOf(max);
  const rangeWrong = minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount;

  const accountsShown = (accounts ?? []).filter((a) => !filters.institution || a.item_external_id === filters.institution);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}>
        <TextField
          type="search"
          label={SEARCH_LABEL}
          placeholder={SEARCH_PLACEHOLDER}
          value={search}
          onValueChange={setSearch}
          maxLength={100}
          className={css({ flex: { base: '1 1 8rem', md: '1 1 16rem' }, minW: '0' })}
        />
        <Button variant="outline" tone="neutral" aria-expanded={open} aria-controls="transaction-filters" onClick={() => setOpen(!open)}>
          {FILTERS_LABEL}
          {setCount > 0 && <span className={css({ ml: '1', px: '1.5', borderRadius: 'full', bg: 'brand.solid', color: 'brand.contrast', fontSize: 'xs' })}>{setCount}</span>}
        </Button>
        {filterChips(filters).map((chip) => (
          <Button key={chip.name} variant="outline" tone="neutral" onClick={() => onChange({ [chip.name]: undefined })} aria-label={chip.label}>
            {chip.text}
            <CloseIcon />
          </Button>
        ))}
        {narrowed && (
          <Button variant="ghost" tone="neutral" onClick={onClear}>
            {CLEAR_FILTERS}
          </Button>
        )}
      </div>
      <div
        id="transaction-filters"
        hidden={!open}
        // Three columns at most, and no room kept beside the browser's own arrow: the longest category name fits at 390 and 1400 px.
        className={css({ '& select': { w: 'full', pr: '2' }, display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}
      >
        {phonePeriodChoices && <div className={css({ hideFrom: 'md', gridColumn: '1 / -1', pb: '2' })}>{phonePeriodChoices}</div>}
        <SelectField
          label={filterLabel('institution')}
          value={filters.institution ?? ''}
          onValueChange={(value) => onChange({ institution: value || undefined, account: undefined })}
          options={[{ value: '', label: ANY }, ...(institutions ?? []).map((i) => ({ value: i.external_id, label: i.institution_name ?? i.name }))]}
        />
        <SelectField
          label={filterLabel('account')}
          value={filters.account ?? ''}
          onValueChange={(value) => onChange({ account: value || undefined })}
          options={[{ value: '', label: ANY }, ...accountOptions(accountsShown, institutions ?? [])]}
        />
        <SelectField
          label={filterLabel('category')}
          value={filters.category ?? ''}
          onValueChange={(value) => onChange({ category: value || undefined })}
          options={[{ value: '', label: ANY }, ...(taxonomy ? categoryOptionGroups(taxonomy, { groups: personCategories.data ?? [], keep: filters.category }) : [])]}
        />
        <SelectField
          label={filterLabel('counted_as')}
          value={filters.counted_as ?? ''}
          onValueChange={(value) => onChange({ counted_as: choiceValue('counted_as', value) })}
          options={filterChoices('counted_as')}
        />
        <SelectField
          label={filterLabel('direction')}
          value={filters.direction ?? ''}
          onValueChange={(value) => onChange({ direction: choiceValue('direction', value) })}
          options={filterChoices('direction')}
        />
        <SelectField
          label={filterLabel('pending')}
          value={filters.pending === undefined ? '' : String(filters.pending)}
          onValueChange={(value) => onChange({ pending: choiceValue('pending', value) })}
          options={filterChoices('pending')}
        />
        <TextField label={filterLabel('min_amount')} inputMode="decimal" value={min} onValueChange={setMin} invalid={!AMOUNT.test(min.trim())} errorText="An amount such as 12.50" />
        <TextField
          label={filterLabel('max_amount')}
          inputMode="decimal"
          value={max}
          onValueChange={setMax}
          invalid={!AMOUNT.test(max.trim()) || rangeWrong}
          errorText={rangeWrong ? 'At least the minimum' : 'An amount such as 12.50'}
        />
      </div>
    </div>
  );
}
