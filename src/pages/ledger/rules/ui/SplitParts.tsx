import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button, mutedText, PlusIcon, type SelectFieldProps } from '@/shared/ui';
import { ADD_PART, mostParts, SPLIT_HINT, SPLIT_PARTS } from '../config/copy';
import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS } from '../config/rule-limits';
import { splitPartField, withPartAdded, type SplitPartField, type SplitPartForm } from '../lib/split-parts';
import { SplitPartFields } from './SplitPartFields';

export interface SplitPartsProps {
  parts: readonly SplitPartForm[];
  /** The category choices of a part (its own saved category kept among them). */
  categoryOptions: (part: SplitPartForm) => SelectFieldProps['options'];
  /** What is wrong with the split as a whole, drawn over the parts, and its element's id. */
  problem: ReactNode;
  problemId: string | undefined;
  problemOf: (field: SplitPartField) => string | undefined;
  onPartsChange: (parts: SplitPartForm[]) => void;
  /** A part's field to take the focus once drawn: a part added, or the one that took a removed part's place. */
  onFocusAsked: (field: SplitPartField) => void;
}

/**
 * The split action's parts, each in a box of its own, with "Add part" (up to ten) and a way to
 * remove one (two at least). An added part's category takes the focus; a removed part's place goes
 * to the one after it, else the one before.
 */
export function SplitParts({ parts, categoryOptions, problem, problemId, problemOf, onPartsChange, onFocusAsked }: SplitPartsProps) {
  const change = (key: number, changed: Partial<SplitPartForm>) => onPartsChange(parts.map((part) => (part.key === key ? { ...part, ...changed } : part)));
  const add = () => {
    onPartsChange(withPartAdded(parts));
    onFocusAsked(splitPartField(parts.length, 'category'));
  };
  const remove = (index: number) => {
    onPartsChange(parts.filter((_, at) => at !== index));
    onFocusAsked(splitPartField(Math.min(index, parts.length - 2), 'category'));
  };
  const full = parts.length >= MAX_SPLIT_PARTS;
  return (
    <fieldset aria-label={SPLIT_PARTS} aria-describedby={problemId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0', pl: { base: '0', sm: '7' } })}>
      <p className={mutedText}>{SPLIT_HINT}</p>
      {problem}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {parts.map((part, index) => (
          <SplitPartFields
            key={part.key}
            part={part}
            index={index}
            categoryOptions={categoryOptions(part)}
            problemOf={(field) => problemOf(splitPartField(index, field))}
            removable={parts.length > MIN_SPLIT_PARTS}
            onChange={(changed) => change(part.key, changed)}
            onRemove={() => remove(index)}
          />
        ))}
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <Button variant="outline" tone="neutral" size="sm" onClick={add} disabled={full}>
          <PlusIcon />
          {ADD_PART}
        </Button>
        {full && <p className={mutedText}>{mostParts(MAX_SPLIT_PARTS)}</p>}
      </div>
    </fieldset>
  );
}
