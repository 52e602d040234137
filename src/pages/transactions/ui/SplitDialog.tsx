import { useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useUserCategories } from '@/entities/category';
import type { SplitPartRequest } from '@/shared/api';
import { formatMoney, formatPlainDate, useFocusAfterDraw } from '@/shared/lib';
import { Button, FormDialog, notify, PlusIcon, SelectField, TextField, type SelectFieldProps } from '@/shared/ui';
import { splitTransaction } from '../api/split-transaction';
import {
  ADD_PART,
  CATEGORIES_FAILED,
  CHOOSE_CATEGORY,
  EDIT_SPLIT,
  MADE_WHOLE,
  MAKE_WHOLE,
  maxPartsReached,
  PART_AMOUNT,
  PART_AMOUNT_INVALID,
  PART_CATEGORY,
  PART_CATEGORY_NEEDED,
  PART_NOTE,
  partLegend,
  remainderAdded,
  remainderOver,
  REMOVE,
  removePart,
  splitAddsUp,
  splitDescription,
  SPLIT_FAILED,
  splitLeft,
  splitMustAddUp,
  splitOver,
  splitSaved,
  SPLIT_TRANSACTION,
} from '../config/copy';
import { MAX_NOTE_LENGTH, MAX_SPLIT_PARTS, MIN_SPLIT_PARTS } from '../config/limits';
import { amountTextOf, bankDifference, centsOfAmount, draftCents, openingParts, splitCategoryOptions, splitRefusal, splitRemainder, splitRequest, type PartDraft, type WholeTransaction } from '../lib/split-parts';
import { useRefreshMoney } from '../model/refresh-money';

export interface SplitDialogProps {
  /** The transaction split, with its parts as listed (none when whole). */
  whole: WholeTransaction;
  onClose: () => void;
}

const part = css({
  display: 'grid',
  // A phone gives the category the whole width, so its longest names are not cut.
  gridTemplateColumns: { base: 'minmax(0, 9rem) minmax(0, 1fr)', sm: '7rem minmax(0, 1fr)' },
  gridTemplateAreas: { base: '"title remove" "amount ." "category category" "note note"', sm: '"title remove" "amount category" "note note"' },
  columnGap: '3',
  rowGap: '2',
  alignItems: 'start',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
});

/**
 * Splits a transaction into parts by amount, each under one of the person's categories (by group,
 * by their names) with a note if they like: a part per row, "Add part" (holding what is left) and
 * a way to remove one (two at least), and a line, read out as it changes, of what is left to split or how much the
 * parts are over. Save is refused until they add up to the cent; the server's refusal is shown in
 * its words. A split one opens on its parts, the bank's later change of the amount placed (see
 * `openingParts`), and can be made whole again. Focus starts in the first amount; Enter saves.
 */
export function SplitDialog({ whole, onClose }: SplitDialogProps) {
  const categories = useUserCategories();
  const groups = categories.data;
  const refreshMoney = useRefreshMoney();
  // Undefined until the person changes something: the opening parts wait for their categories to name each part's.
  const [edited, setEdited] = useState<PartDraft[]>();
  const drafts = edited ?? openingParts(whole, groups ?? []);
  const [tried, setTried] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const focusAmount = useFocusAfterDraw<number>(drafts, (key) => list.current?.querySelector<HTMLInputElement>(`[data-part="${key}"] input`));

  const row = whole.row;
  const currency = row.iso_currency_code;
  const money = (cents: number) => formatMoney(cents / 100, currency);
  const split = whole.parts.length > 0;
  const left = splitRemainder(draftCents(drafts), whole.cents);
  const difference = bankDifference(whole);
  const options = [{ value: '', label: CHOOSE_CATEGORY }, ...splitCategoryOptions(groups ?? [], drafts.map((d) => d.categoryId))];

  const change = (key: number, changed: Partial<PartDraft>) => setEdited(drafts.map((d) => (d.key === key ? { ...d, ...changed } : d)));
  const add = () => {
    const key = Math.max(...drafts.map((d) => d.key)) + 1;
    setEdited([...drafts, { key, amount: left > 0 ? amountTextOf(left) : '', categoryId: '', note: '' }]);
    focusAmount(key);
  };
  const remove = (key: number) => {
    const at = drafts.findIndex((d) => d.key === key);
    const rest = drafts.filter((d) => d.key !== key);
    setEdited(rest);
    focusAmount(rest[Math.min(at, rest.length - 1)]!.key);
  };

  /** Sends the parts (none: whole again), then the figures that count them are read again. */
  const save = async (parts: readonly SplitPartRequest[], said: string) => {
    await splitTransaction(row.transaction_id, parts);
    await refreshMoney();
    notify.success(said);
    onClose();
    return true;
  };

  const balance = left > 0 ? splitLeft(money(left)) : left < 0 ? splitOver(money(-left)) : splitAddsUp(money(whole.cents));
  const refused = tried && left !== 0;

  return (
    <FormDialog
      title={split ? EDIT_SPLIT : SPLIT_TRANSACTION}
      description={splitDescription(row.merchant_name ?? row.name, formatPlainDate(row.date), money(whole.cents))}
      onClose={onClose}
      failedText={(error) => splitRefusal(error) ?? SPLIT_FAILED}
      onSave={async () => {
        setTried(true);
        const parts = splitRequest(drafts);
        if (!parts || left !== 0) return false;
        return save(parts, splitSaved(parts.length));
      }}
      extraAction={
        split
          ? (run, saving) => (
              <Button variant="outline" tone="danger" disabled={saving} onClick={() => run(() => save([], MADE_WHOLE))}>
                {MAKE_WHOLE}
              </Button>
            )
          : undefined
      }
    >
      {difference !== undefined && difference !== 0 && (
        <p className={css({ fontSize: 'sm', p: '3', borderRadius: 'md', bg: 'warning.subtle', color: 'warning.text' })}>
          {difference > 0 ? remainderAdded(money(difference)) : remainderOver(money(-difference))}
        </p>
      )}
      {categories.failed && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {CATEGORIES_FAILED}
        </p>
      )}
      <div ref={list} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {drafts.map((draft, index) => (
          <PartFields
            key={draft.key}
            draft={draft}
            number={index + 1}
            options={options}
            categoriesReady={groups !== undefined}
            tried={tried}
            removable={drafts.length > MIN_SPLIT_PARTS}
            onChange={(changed) => change(draft.key, changed)}
            onRemove={() => remove(draft.key)}
          />
        ))}
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" tone="neutral" size="sm" onClick={add} disabled={drafts.length >= MAX_SPLIT_PARTS}>
          <PlusIcon />
          {ADD_PART}
        </Button>
        <p aria-live="polite" className={css({ fontSize: 'sm', fontWeight: 'medium', color: refused ? 'danger.text' : left === 0 ? 'fg.default' : 'fg.muted' })}>
          {balance}
          {refused && <span className={css({ display: 'block', fontWeight: 'normal' })}>{splitMustAddUp(money(whole.cents))}</span>}
        </p>
      </div>
      {drafts.length >= MAX_SPLIT_PARTS && <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{maxPartsReached(MAX_SPLIT_PARTS)}</p>}
    </FormDialog>
  );
}

interface PartFieldsProps {
  draft: PartDraft;
  /** Its place from 1, which names it. */
  number: number;
  options: SelectFieldProps['options'];
  categoriesReady: boolean;
  /** Save was pressed: what is missing is said by its field. */
  tried: boolean;
  removable: boolean;
  onChange: (changed: Partial<PartDraft>) => void;
  onRemove: () => void;
}

/** One part: its amount, category and note, named as a group by its place; its removal (beyond two parts) last in the tab order, drawn top right. */
function PartFields({ draft, number, options, categoriesReady, tried, removable, onChange, onRemove }: PartFieldsProps) {
  const titleId = useId();
  const amountInvalid = tried && centsOfAmount(draft.amount) === undefined;
  const categoryMissing = tried && draft.categoryId === '';
  return (
    <div role="group" aria-labelledby={titleId} data-part={draft.key} className={part}>
      <span id={titleId} className={css({ gridArea: 'title', alignSelf: 'center', fontSize: 'sm', fontWeight: 'semibold' })}>
        {partLegend(number)}
      </span>
      <TextField
        label={PART_AMOUNT}
        value={draft.amount}
        onValueChange={(amount) => onChange({ amount })}
        inputMode="decimal"
        placeholder="0.00"
        invalid={amountInvalid}
        errorText={PART_AMOUNT_INVALID}
        className={css({ gridArea: 'amount' })}
      />
      <SelectField
        label={PART_CATEGORY}
        value={draft.categoryId}
        onValueChange={(categoryId) => onChange({ categoryId })}
        options={options}
        disabled={!categoriesReady}
        invalid={categoryMissing}
        errorText={PART_CATEGORY_NEEDED}
        className={css({ gridArea: 'category' })}
      />
      <TextField label={PART_NOTE} value={draft.note} onValueChange={(note) => onChange({ note })} maxLength={MAX_NOTE_LENGTH} className={css({ gridArea: 'note' })} />
      {removable && (
        <Button variant="ghost" tone="neutral" size="sm" onClick={onRemove} aria-label={removePart(number)} className={css({ gridArea: 'remove', justifySelf: 'end' })}>
          {REMOVE}
        </Button>
      )}
    </div>
  );
}
