import { useState } from 'react';
import { css } from 'styled-system/css';
import { useCategoryChanges } from '@/entities/category';
import type { CategoryMergeResult, UserCategory, UserCategoryGroup } from '@/shared/api';
import { Button, Dialog, SelectField } from '@/shared/ui';
import {
  BANK_MERGE_DESCRIPTION,
  bankMergeExplained,
  CANCEL,
  DONE,
  MERGE,
  MERGE_DESCRIPTION,
  MERGE_FAILED,
  MERGE_INTO_LABEL,
  mergedOf,
  mergeExplained,
  mergeTitle,
  MERGING,
} from '../config/copy';
import { defaultMergeTarget, mergeTargets, refusalOf } from '../lib/category-layout';

export interface MergeDialogProps {
  /** One of the person's own (moved and removed) or of the bank's (remapped by a rule, and hidden). */
  category: UserCategory;
  groups: readonly UserCategoryGroup[];
  onClose: () => void;
  /** After the merge, before the dialog says what moved. */
  onMerged: (result: CategoryMergeResult) => void;
}

const bodyText = css({ fontSize: 'sm', lineHeight: 'relaxed', color: 'fg.default' });

/** What a merge will do, for each kind of category. */
const OWN_WORDS = { description: MERGE_DESCRIPTION, explained: mergeExplained };
const BANK_WORDS = { description: BANK_MERGE_DESCRIPTION, explained: bankMergeExplained };

/**
 * Merges a category into another: what will happen is said before (one of the person's own is
 * removed; one of the bank's is remapped from now on and hidden), what moved after, in the dialog,
 * until the person closes it.
 */
export function MergeDialog({ category, groups, onClose, onMerged }: MergeDialogProps) {
  const { mergeCategory } = useCategoryChanges();
  // The list as it was when the dialog opened: the merged one leaves it once the merge is done.
  const [targets] = useState(() => mergeTargets(groups, category));
  const [into, setInto] = useState(() => defaultMergeTarget(groups, category));
  const [merging, setMerging] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [result, setResult] = useState<CategoryMergeResult>();
  const words = category.own ? OWN_WORDS : BANK_WORDS;
  const intoName = targets.flatMap((group) => group.options).find((option) => option.value === into)?.label ?? '';

  const merge = async () => {
    setMerging(true);
    setFailure(undefined);
    try {
      const answer = await mergeCategory(category.id, into);
      setResult(answer);
      onMerged(answer);
    } catch (error) {
      setFailure(refusalOf(error, MERGE_FAILED));
    } finally {
      setMerging(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mergeTitle(category.name)}
      description={result ? undefined : words.description}
      footer={
        result ? (
          // The Merge button it replaces had the focus.
          <Button autoFocus onClick={onClose}>
            {DONE}
          </Button>
        ) : (
          <>
            <Button variant="outline" tone="neutral" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button tone="danger" onClick={() => void merge()} disabled={merging || into === ''} aria-busy={merging}>
              {merging ? MERGING : MERGE}
            </Button>
          </>
        )
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {result ? (
          <p role="status" className={bodyText}>
            {mergedOf(category.own, category.name, result.into.name, result)}
          </p>
        ) : (
          <>
            <SelectField label={MERGE_INTO_LABEL} value={into} onValueChange={setInto} options={targets} disabled={merging} />
            <p className={bodyText}>{words.explained(category.name, intoName)}</p>
          </>
        )}
        {failure && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
