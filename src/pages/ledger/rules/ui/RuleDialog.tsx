import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useAccounts } from '@/entities/account';
import { useUserCategories } from '@/entities/category';
import { useRuleChanges, type RuleDraft, type RulePreview, type TransactionRule } from '@/entities/rule';
import { useCategoryTaxonomy } from '@/entities/transaction';
import { Button, Dialog, notify, SelectField, TextField } from '@/shared/ui';
import {
  ACCOUNT,
  ACTIONS,
  BANK_CATEGORY,
  APPLY_FAILED,
  APPLY_TO_PAST,
  applyToPast as applyToPastLabel,
  CANCEL,
  CATEGORY,
  CHOOSE_CATEGORY,
  COMES_IN,
  CONDITIONS,
  DIRECTION,
  EITHER_WAY,
  editRuleTitle,
  GOES_OUT,
  HIDE,
  MAX_AMOUNT,
  MERCHANT,
  MERCHANT_NAME,
  MIN_AMOUNT,
  NEW_RULE_TITLE,
  PREVIEW,
  preview as previewSaid,
  PREVIEW_FAILED,
  PREVIEW_HINT,
  PREVIEWING,
  RULE_DESCRIPTION,
  SAVE,
  SAVE_FAILED,
  SAVING,
  SPLIT,
  TAGS,
  TEXT,
} from '../config/copy';
import { MERCHANT_MAX_LENGTH, MERCHANT_NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../config/rule-limits';
import { accountChoices } from '../lib/account-choices';
import { bankCategoryChoices, categoryChoices, categoryChoiceOfCode, savedCategoryOf, type CategorySource } from '../lib/category-choices';
import { draftOfForm, EMPTY_RULE_FORM, formOfRule, refusalOf, type Refusal, type RuleDirection, type RuleForm, type RuleFormField, type RuleFormProblems } from '../lib/rule-form';
import { splitPartField } from '../lib/split-parts';
import { useRefreshAfterApply } from '../model/refresh-after-apply';
import { Checkbox } from './Checkbox';
import { PreviewExamples } from './PreviewExamples';
import { SplitParts } from './SplitParts';

export interface RuleDialogProps {
  /** The rule to change, with its place in the order (from 1); without it, a new rule. */
  editing?: { rule: TransactionRule; number: number };
  onClose: () => void;
  /** Saved; `applied` is how many past transactions it changed when it was applied too. */
  onSaved: (saved: { rule: TransactionRule; applied: number | undefined }) => void;
}

type PreviewState = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; preview: RulePreview; of: string };

const DIRECTIONS = [
  { value: '', label: EITHER_WAY },
  { value: 'outflow', label: GOES_OUT },
  { value: 'inflow', label: COMES_IN },
];

/** The form's fields in the order they are shown (each split part's too): the first with a problem takes the focus. */
const fieldOrder = (form: RuleForm): RuleFormField[] => [
  ...(['conditions', 'merchant', 'text', 'minAmount', 'maxAmount', 'accountId', 'direction', 'bankCategory', 'actions', 'category', 'merchantName', 'tags', 'hide', 'split'] as const),
  ...form.splitParts.flatMap((_, index) => [splitPartField(index, 'category'), splitPartField(index, 'size'), splitPartField(index, 'value')]),
];
/** Where the focus goes for a problem with a whole group: its first field. */
const FIRST_OF: Partial<Record<RuleFormField, RuleFormField>> = { conditions: 'merchant', actions: 'category', split: splitPartField(0, 'category') };
/** The split's fields: its box, its parts, and each part's fields. */
const isSplitField = (field: RuleFormField) => field === 'split' || field === 'splitParts' || field.startsWith('split.');

const draftKey = (draft: RuleDraft) => JSON.stringify(draft);

const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' });
const legend = css({ fontSize: 'md', fontWeight: 'semibold', mb: '1' });
// Columns that never grow past their share, and selects that fill them (an account's long name would widen the dialog).
const pair = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '3', '& select': { w: 'full' } });
const problemText = css({ fontSize: 'sm', color: 'danger.text' });

/**
 * A rule, new or changed: the conditions a transaction must meet (each one filled in must hold)
 * and what to do with it; "Preview" says how many past transactions it matches and would change,
 * with the newest of them, and the rule can be run on those too when saved. Problems are said
 * beside the field at fault (the server's words for what it refuses), which takes the focus.
 */
export function RuleDialog({ editing, onClose, onSaved }: RuleDialogProps) {
  const groups = useUserCategories();
  const taxonomy = useCategoryTaxonomy();
  const { accounts } = useAccounts();
  const changes = useRuleChanges(useRefreshAfterApply());
  const source: CategorySource = { groups: groups.data, taxonomy, current: editing?.rule.actions.category };

  const [form, setForm] = useState<RuleForm>(() => (editing ? formOfRule(editing.rule) : EMPTY_RULE_FORM));
  const [problems, setProblems] = useState<RuleFormProblems>({});
  const [refusal, setRefusal] = useState<Refusal>();
  const [preview, setPreview] = useState<PreviewState>({ kind: 'none' });
  const [alsoApply, setAlsoApply] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // Asked to take the focus (once the problem, or a split's part, is drawn): a field, by its name.
  const [focusAsked, setFocusAsked] = useState<{ field: RuleFormField } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const conditionsProblemId = useId();
  const actionsProblemId = useId();
  const splitProblemId = useId();

  useEffect(() => {
    if (!focusAsked) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusAsked.field}"]`)?.focus();
  }, [focusAsked]);

  const savedCategory = (code: string) => savedCategoryOf(editing?.rule.actions, code);
  const outcome = draftOfForm(form, (code) => categoryChoiceOfCode({ ...source, current: savedCategory(code) }, code));
  const previewIsCurrent = preview.kind === 'shown' && outcome.draft !== undefined && preview.of === draftKey(outcome.draft);

  const problemOf = (field: RuleFormField) => problems[field] ?? (refusal?.field === field ? refusal.message : undefined);
  const set =
    <K extends keyof RuleForm>(field: K) =>
    (value: RuleForm[K]) => {
      setForm((previous) => ({ ...previous, [field]: value }));
      // A change to the split can settle what was said of any of its parts.
      const settled = (said: RuleFormField) => said === field || (isSplitField(field) && isSplitField(said));
      setProblems((previous) => Object.fromEntries(Object.entries(previous).filter(([said]) => !settled(said as RuleFormField) && said !== 'conditions' && said !== 'actions')));
      setRefusal((previous) => (previous?.field !== undefined && settled(previous.field) ? undefined : previous));
      setFailed(false);
    };

  const showProblems = (found: RuleFormProblems) => {
    setProblems(found);
    const first = fieldOrder(form).find((field) => found[field] !== undefined);
    if (first) setFocusAsked({ field: FIRST_OF[first] ?? first });
  };
  const showRefusal = (found: Refusal) => {
    setRefusal(found);
    if (found.field) setFocusAsked({ field: FIRST_OF[found.field] ?? found.field });
  };

  const runPreview = async () => {
    if (!outcome.draft) return showProblems(outcome.problems);
    const asked = outcome.draft;
    setRefusal(undefined);
    setPreview({ kind: 'loading' });
    try {
      setPreview({ kind: 'shown', preview: await changes.previewRule(asked), of: draftKey(asked) });
    } catch (error) {
      const refused = refusalOf(error);
      setPreview(refused ? { kind: 'none' } : { kind: 'failed' });
      if (refused) showRefusal(refused);
    }
  };

  const save = async () => {
    if (saving) return;
    if (!outcome.draft) return showProblems(outcome.problems);
    const draft = outcome.draft;
    setSaving(true);
    setFailed(false);
    setRefusal(undefined);
    try {
      if (editing) {
        const rule = await changes.updateRule(editing.rule.id, draft);
        // Saved either way: a failed run on the past is said, and the rule stays as saved.
        const applied = alsoApply ? await changes.applyRule(rule.id).then((result) => result.applied, () => void notify.error(APPLY_FAILED)) : undefined;
        onSaved({ rule, applied });
      } else {
        const result = await changes.createRule({ ...draft, apply_to_past: alsoApply });
        onSaved({ rule: result.rule, applied: alsoApply ? result.applied : undefined });
      }
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) showRefusal(refused);
      else setFailed(true);
      setSaving(false);
    }
  };

  const groupProblem = (field: 'conditions' | 'actions' | 'split', id: string) => {
    const problem = problemOf(field);
    return problem ? (
      <p id={id} role="alert" className={problemText}>
        {problem}
      </p>
    ) : null;
  };
  const formLevelRefusal = refusal && refusal.field === undefined ? refusal.message : undefined;

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={editing ? editRuleTitle(editing.number) : NEW_RULE_TITLE}
      description={RULE_DESCRIPTION}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving || undefined}>
            {saving ? SAVING : SAVE}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={fieldset} aria-describedby={problemOf('conditions') ? conditionsProblemId : undefined}>
          <legend className={legend}>{CONDITIONS}</legend>
          {groupProblem('conditions', conditionsProblemId)}
          <div className={pair}>
            <TextField name="merchant" label={MERCHANT} value={form.merchant} onValueChange={set('merchant')} maxLength={MERCHANT_MAX_LENGTH} invalid={!!problemOf('merchant')} errorText={problemOf('merchant')} />
            <TextField name="text" label={TEXT} value={form.text} onValueChange={set('text')} maxLength={TEXT_MAX_LENGTH} invalid={!!problemOf('text')} errorText={problemOf('text')} />
          </div>
          <div className={pair}>
            <TextField name="minAmount" label={MIN_AMOUNT} value={form.minAmount} onValueChange={set('minAmount')} inputMode="decimal" invalid={!!problemOf('minAmount')} errorText={problemOf('minAmount')} />
            <TextField name="maxAmount" label={MAX_AMOUNT} value={form.maxAmount} onValueChange={set('maxAmount')} inputMode="decimal" invalid={!!problemOf('maxAmount')} errorText={problemOf('maxAmount')} />
          </div>
          <div className={pair}>
            <SelectField name="accountId" label={ACCOUNT} value={form.accountId} onValueChange={set('accountId')} options={accountChoices(accounts, form.accountId)} invalid={!!problemOf('accountId')} errorText={problemOf('accountId')} />
            <SelectField
              name="direction"
              label={DIRECTION}
              value={form.direction}
              onValueChange={(value) => set('direction')(value as RuleDirection)}
              options={DIRECTIONS}
              invalid={!!problemOf('direction')}
              errorText={problemOf('direction')}
            />
          </div>
          <SelectField
            name="bankCategory"
            label={BANK_CATEGORY}
            value={form.bankCategory}
            onValueChange={set('bankCategory')}
            options={bankCategoryChoices(source, form.bankCategory)}
            invalid={!!problemOf('bankCategory')}
            errorText={problemOf('bankCategory')}
          />
        </fieldset>

        <fieldset className={fieldset} aria-describedby={problemOf('actions') ? actionsProblemId : undefined}>
          <legend className={legend}>{ACTIONS}</legend>
          {groupProblem('actions', actionsProblemId)}
          <SelectField name="category" label={CATEGORY} value={form.category} onValueChange={set('category')} options={categoryChoices(source)} invalid={!!problemOf('category')} errorText={problemOf('category')} />
          <TextField name="merchantName" label={MERCHANT_NAME} value={form.merchantName} onValueChange={set('merchantName')} maxLength={MERCHANT_NAME_MAX_LENGTH} invalid={!!problemOf('merchantName')} errorText={problemOf('merchantName')} />
          <TextField name="tags" label={TAGS} value={form.tags} onValueChange={set('tags')} invalid={!!problemOf('tags')} errorText={problemOf('tags')} />
          <Checkbox name="hide" checked={form.hide} onCheckedChange={set('hide')}>
            {HIDE}
          </Checkbox>
          <Checkbox name="split" checked={form.split} onCheckedChange={set('split')}>
            {SPLIT}
          </Checkbox>
          {form.split && (
            <SplitParts
              parts={form.splitParts}
              categoryOptions={(part) => categoryChoices({ ...source, current: savedCategory(part.category) }, CHOOSE_CATEGORY)}
              problem={groupProblem('split', splitProblemId)}
              problemId={problemOf('split') ? splitProblemId : undefined}
              problemOf={problemOf}
              onPartsChange={set('splitParts')}
              onFocusAsked={(field) => setFocusAsked({ field })}
            />
          )}
        </fieldset>

        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '4' })}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <Button variant="outline" tone="neutral" onClick={() => void runPreview()} disabled={preview.kind === 'loading'} aria-busy={preview.kind === 'loading' || undefined}>
              {preview.kind === 'loading' ? PREVIEWING : PREVIEW}
            </Button>
            <p role="status" className={css({ fontSize: 'sm', fontWeight: previewIsCurrent ? 'semibold' : 'normal', color: previewIsCurrent ? 'fg.default' : 'fg.muted', flex: '1', minW: '12rem' })}>
              {preview.kind === 'shown' && previewIsCurrent ? previewSaid(preview.preview.matching, preview.preview.changing) : preview.kind === 'failed' ? '' : PREVIEW_HINT}
            </p>
          </div>
          {preview.kind === 'failed' && (
            <p role="alert" className={problemText}>
              {PREVIEW_FAILED}
            </p>
          )}
          {preview.kind === 'shown' && previewIsCurrent && <PreviewExamples examples={preview.preview.examples} />}
          <Checkbox name="applyToPast" checked={alsoApply} onCheckedChange={setAlsoApply}>
            {preview.kind === 'shown' && previewIsCurrent ? applyToPastLabel(preview.preview.matching) : APPLY_TO_PAST}
          </Checkbox>
        </div>

        {formLevelRefusal && (
          <p role="alert" className={problemText}>
            {formLevelRefusal}
          </p>
        )}
        {failed && (
          <p role="alert" className={problemText}>
            {SAVE_FAILED}
          </p>
        )}
        {/* Enter in a field saves, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
