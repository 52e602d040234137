import { useState } from 'react';
import { css } from 'styled-system/css';
import { formatPeriod, parsePeriod, parsePlainDate, type Period } from '@/shared/lib';
import { DateField } from '@/shared/ui';
import { choosePeriod } from '../model/selected-period';
import { CUSTOM_RANGE_LABEL, RANGE_END_LABEL, RANGE_START_LABEL } from '../config/picker-copy';

export interface CustomRangeFieldsProps {
  range: Extract<Period, { kind: 'custom' }>;
}

interface Draft {
  start: string;
  end: string;
  /** The selected period this draft shows, so a change from elsewhere (previous, next) replaces it. */
  shows: string;
}

const draftOf = (range: CustomRangeFieldsProps['range']): Draft => ({ start: range.start.toString(), end: range.end.toString(), shows: formatPeriod(range) });

/**
 * The custom range's first and last day. A half-typed or reversed range stays in the fields,
 * marked invalid, and is not selected until it is a range again.
 */
export function CustomRangeFields({ range }: CustomRangeFieldsProps) {
  const [draft, setDraft] = useState(() => draftOf(range));
  const selected = formatPeriod(range);
  if (draft.shows !== selected) setDraft(draftOf(range));

  const change = (next: Pick<Draft, 'start' | 'end'>) => {
    const chosen = parsePeriod(`${next.start}/${next.end}`);
    setDraft({ ...next, shows: chosen ? formatPeriod(chosen) : draft.shows });
    if (chosen) choosePeriod(chosen);
  };

  const start = parsePlainDate(draft.start);
  const end = parsePlainDate(draft.end);
  const reversed = Boolean(start && end && start.toString() > end.toString());
  return (
    <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ srOnly: true })}>{CUSTOM_RANGE_LABEL}</legend>
      <DateField label={RANGE_START_LABEL} value={draft.start} max={end?.toString()} invalid={!start || reversed} onValueChange={(value) => change({ start: value, end: draft.end })} />
      <DateField label={RANGE_END_LABEL} value={draft.end} min={start?.toString()} invalid={!end || reversed} onValueChange={(value) => change({ start: draft.start, end: value })} />
    </fieldset>
  );
}
