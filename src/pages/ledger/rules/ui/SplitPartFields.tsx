import { useId } from 'react';
import { css } from 'styled-system/css';
import { Button, SelectField, TextField, type SelectFieldProps } from '@/shared/ui';
import { FIXED_AMOUNT, PART_AMOUNT, PART_CATEGORY, PART_PERCENT, PART_SIZE, PERCENT, partTitle, REMOVE, removePart, THE_REST } from '../config/copy';
import { splitPartField, type SplitPartForm, type SplitSize } from '../lib/split-parts';

export interface SplitPartFieldsProps {
  part: SplitPartForm;
  /** Its place from 0: its fields are named by it (`split.0.category`), and it is titled from 1. */
  index: number;
  categoryOptions: SelectFieldProps['options'];
  /** What is wrong with one of its fields, if anything. */
  problemOf: (field: 'category' | 'size' | 'value') => string | undefined;
  /** Beyond the fewest parts a split has. */
  removable: boolean;
  onChange: (changed: Partial<SplitPartForm>) => void;
  onRemove: () => void;
}

const SIZES: { value: SplitSize; label: string }[] = [
  { value: 'amount', label: FIXED_AMOUNT },
  { value: 'percent', label: PERCENT },
  { value: 'rest', label: THE_REST },
];

const box = css({
  display: 'grid',
  // The dialog is narrow at every width: the category has a line of its own, so its longest names are not cut.
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gridTemplateAreas: '"title remove" "category category" "size value"',
  columnGap: '3',
  rowGap: '2',
  alignItems: 'start',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  '& select': { w: 'full' },
});

/** One part of a split: its category, how it is sized and its amount or percent (none for the rest), named as a group by its place. */
export function SplitPartFields({ part, index, categoryOptions, problemOf, removable, onChange, onRemove }: SplitPartFieldsProps) {
  const titleId = useId();
  const n = index + 1;
  const field = (name: 'category' | 'size' | 'value') => ({ name: splitPartField(index, name), invalid: !!problemOf(name), errorText: problemOf(name) });
  return (
    <div role="group" aria-labelledby={titleId} className={box}>
      <span id={titleId} className={css({ gridArea: 'title', alignSelf: 'center', fontSize: 'sm', fontWeight: 'semibold' })}>
        {partTitle(n)}
      </span>
      {removable && (
        <Button variant="ghost" tone="neutral" size="sm" aria-label={removePart(n)} onClick={onRemove} className={css({ gridArea: 'remove', justifySelf: 'end' })}>
          {REMOVE}
        </Button>
      )}
      <SelectField label={PART_CATEGORY} value={part.category} onValueChange={(category) => onChange({ category })} options={categoryOptions} className={css({ gridArea: 'category' })} {...field('category')} />
      <SelectField label={PART_SIZE} value={part.size} onValueChange={(size) => onChange({ size: size as SplitSize })} options={SIZES} className={css({ gridArea: 'size' })} {...field('size')} />
      {part.size !== 'rest' && (
        <TextField
          label={part.size === 'amount' ? PART_AMOUNT : PART_PERCENT}
          value={part.value}
          onValueChange={(typed) => onChange({ value: typed })}
          inputMode="decimal"
          className={css({ gridArea: 'value' })}
          {...field('value')}
        />
      )}
    </div>
  );
}
