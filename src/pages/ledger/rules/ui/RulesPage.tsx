import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useRuleChanges, useRules, type TransactionRule } from '@/entities/rule';
import { documentTitle, useFocusAfterDraw } from '@/shared/lib';
import { Button, CheckIcon, FailedPanel, notify, PageHeader, PlusIcon, StatePanel } from '@/shared/ui';
import {
  added,
  addedAndApplied,
  applied,
  deleted,
  EMPTY_TEXT,
  EMPTY_TITLE,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
  movedDown,
  movedUp,
  NEW_RULE,
  PAGE_DESCRIPTION,
  PAGE_TITLE,
  RULES_LIST,
  SAVE_FAILED,
  saved,
  savedAndApplied,
} from '../config/copy';
import { focusTargetElement, type FocusTarget } from '../lib/focus-targets';
import { useRuleWords } from '../model/rule-words';
import { ApplyRuleDialog } from './ApplyRuleDialog';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import { RuleDialog } from './RuleDialog';
import { RuleRow, type RuleAction } from './RuleRow';
import { RulesSkeleton } from './RulesSkeleton';

type OpenDialog = { kind: 'new' } | { kind: 'edit' | 'apply' | 'delete'; rule: TransactionRule; number: number } | null;

/**
 * `/rules`: the person's rules in the order they run, each read as a sentence, moved up or down,
 * edited, run on the past (after its preview's counts) or deleted (confirmed) — by mouse or by
 * keyboard alone; "New rule" adds one last. What each change did is said once saved.
 */
export function RulesPage() {
  const read = useRules();
  const rules = read.data;
  const { updateRule } = useRuleChanges();
  const words = useRuleWords();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Replaced (not only changed) on each change, so the same words are said again for the same change twice.
  const [status, setStatus] = useState({ text: '', said: 0 });
  const moving = useRef(false);
  const focusLater = useFocusAfterDraw<FocusTarget>(rules, focusTargetElement);

  const say = (text: string) => setStatus((previous) => ({ text, said: previous.said + 1 }));
  const closeDialog = () => setDialog(null);

  const move = async (rule: TransactionRule, index: number, direction: 'up' | 'down') => {
    // One move at a time: the next is counted from where this one leaves the rule.
    if (moving.current) return;
    moving.current = true;
    const position = index + (direction === 'up' ? -1 : 1);
    try {
      await updateRule(rule.id, { position });
      say(direction === 'up' ? movedUp(position + 1) : movedDown(position + 1));
      focusLater({ kind: 'move', ruleId: rule.id, direction });
    } catch {
      notify.error(SAVE_FAILED);
    } finally {
      moving.current = false;
    }
  };

  const onAction = (action: RuleAction, rule: TransactionRule, index: number) => {
    if (action === 'up' || action === 'down') return void move(rule, index, action);
    setDialog({ kind: action, rule, number: index + 1 });
  };

  const newRuleButton = (place: 'header' | 'empty') => (
    <Button data-new-rule={place} onClick={() => setDialog({ kind: 'new' })} disabled={!rules}>
      <PlusIcon />
      {NEW_RULE}
    </Button>
  );

  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} actions={rules && rules.length === 0 ? undefined : newRuleButton('header')} />
      <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '1.5', minH: '5', mt: '-4', mb: '4', fontSize: 'sm', color: 'success.text' })}>
        {status.text && (
          <span key={status.said} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
            <CheckIcon className={css({ w: '4', h: '4', flexShrink: '0' })} />
            {status.text}
          </span>
        )}
      </p>
      {rules === undefined ? (
        read.failed ? (
          <FailedPanel title={LOAD_FAILED_TITLE} text={LOAD_FAILED_TEXT} onRetry={read.retry} />
        ) : (
          <RulesSkeleton />
        )
      ) : rules.length === 0 ? (
        <StatePanel role="status" title={EMPTY_TITLE} text={EMPTY_TEXT} action={newRuleButton('empty')} />
      ) : (
        <ol aria-label={RULES_LIST} className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
          {rules.map((rule, index) => (
            <RuleRow key={rule.id} rule={rule} index={index} count={rules.length} words={words} onAction={onAction} />
          ))}
        </ol>
      )}

      {dialog?.kind === 'new' && (
        <RuleDialog
          onClose={closeDialog}
          onSaved={({ rule, applied: count }) => {
            closeDialog();
            const n = (rules?.filter((r) => r.id !== rule.id).length ?? 0) + 1;
            say(count === undefined ? added(n) : addedAndApplied(n, count));
            focusLater({ kind: 'row', ruleId: rule.id });
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <RuleDialog
          editing={{ rule: dialog.rule, number: dialog.number }}
          onClose={closeDialog}
          onSaved={({ applied: count }) => {
            closeDialog();
            say(count === undefined ? saved(dialog.number) : savedAndApplied(dialog.number, count));
          }}
        />
      )}
      {dialog?.kind === 'apply' && (
        <ApplyRuleDialog
          rule={dialog.rule}
          number={dialog.number}
          onClose={closeDialog}
          onApplied={(count) => {
            closeDialog();
            say(applied(dialog.number, count));
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRuleDialog
          rule={dialog.rule}
          number={dialog.number}
          onClose={closeDialog}
          onDeleted={() => {
            closeDialog();
            say(deleted(dialog.number));
            // The rule that took its place, else the one before it, else "New rule" (none left).
            const others = (rules ?? []).filter((r) => r.id !== dialog.rule.id);
            const next = others[dialog.number - 1] ?? others.at(-1);
            focusLater(next ? { kind: 'row', ruleId: next.id } : { kind: 'newRule' });
          }}
        />
      )}
    </>
  );
}
