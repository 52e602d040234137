import { useEffect, useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useMerchants } from '@/entities/merchant';
import { selectedRange } from '@/entities/period';
import { debounce } from '@/shared/lib';
import { mutedText } from '@/shared/ui';
import { MERCHANT_SEARCH_DEBOUNCE_MS } from '../config/search';
import { moreMatches, NO_MATCHES, SEARCH_FAILED, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCHING, searchResultsLabel } from '../config/copy';
import { MerchantList } from './MerchantList';

function SearchResults({ search, currentTransactionId }: { search: string; currentTransactionId: string | null }) {
  const found = useMerchants(selectedRange.value, { search });
  if (found.failed) return <p className={mutedText}>{SEARCH_FAILED}</p>;
  if (!found.data) return <p className={mutedText}>{SEARCHING}</p>;
  const { merchants, total } = found.data;
  return (
    <>
      <p role="status" className={css({ srOnly: true })}>
        {searchResultsLabel(total)}
      </p>
      {merchants.length === 0 ? <p className={mutedText}>{NO_MATCHES}</p> : <MerchantList merchants={merchants} currentTransactionId={currentTransactionId} />}
      {total > merchants.length && <p className={mutedText}>{moreMatches(merchants.length, total)}</p>}
    </>
  );
}

/** A merchant search, asked once typing pauses; its matches (all time) open their insights. */
export function MerchantSearch({ currentTransactionId }: { currentTransactionId: string | null }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const settle = useMemo(() => debounce((value: string) => setSearch(value.trim()), MERCHANT_SEARCH_DEBOUNCE_MS), []);
  useEffect(() => settle.cancel, [settle]);
  return (
    <div role="search" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {SEARCH_LABEL}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          settle(event.target.value);
        }}
        className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'control', bg: 'bg.surface', fontSize: 'sm', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' } })}
      />
      {search && <SearchResults search={search} currentTransactionId={currentTransactionId} />}
    </div>
  );
}
