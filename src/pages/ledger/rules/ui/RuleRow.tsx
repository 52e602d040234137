import { css } from 'styled-system/css';
import { RuleSentence, type RuleWords, type TransactionRule } from '@/entities/rule';
import { Button, ChevronDownIcon } from '@/shared/ui';
import { APPLY, DELETE, EDIT, forRule, MOVE_DOWN, MOVE_UP, ruleNumber } from '../config/copy';

export type RuleAction = 'up' | 'down' | 'edit' | 'apply' | 'delete';

export interface RuleRowProps {
  rule: TransactionRule;
  /** Its place in the order, from 0. */
  index: number;
  count: number;
  words: RuleWords;
  onAction: (action: RuleAction, rule: TransactionRule, index: number) => void;
}

const row = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'sm' },
});
const number = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });
const buttons = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/**
 * One rule: its place, its sentence, and its buttons (move it up or down, edit it, run it on the
 * past, delete it), each named by its words and the rule it acts on ("Edit, rule 2"). The row itself takes
 * the focus after a change elsewhere in the list (added, or the one before it deleted).
 */
export function RuleRow({ rule, index, count, words, onAction }: RuleRowProps) {
  const n = index + 1;
  const act = (action: RuleAction) => () => onAction(action, rule, index);
  const sentenceId = `rule-sentence-${rule.id}`;
  return (
    <li data-rule-row={rule.id} tabIndex={-1} aria-labelledby={sentenceId} className={row}>
      <p id={sentenceId} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={number}>{ruleNumber(n)}</span>
        <RuleSentence rule={rule} words={words} className={css({ fontSize: 'md', lineHeight: 'relaxed', overflowWrap: 'anywhere' })} />
      </p>
      <div className={buttons}>
        <Button variant="outline" tone="neutral" size="sm" data-move="up" data-rule={rule.id} aria-label={forRule(MOVE_UP, n)} disabled={index === 0} onClick={act('up')}>
          <ChevronDownIcon className={css({ transform: 'rotate(180deg)' })} />
          {MOVE_UP}
        </Button>
        <Button variant="outline" tone="neutral" size="sm" data-move="down" data-rule={rule.id} aria-label={forRule(MOVE_DOWN, n)} disabled={index === count - 1} onClick={act('down')}>
          <ChevronDownIcon />
          {MOVE_DOWN}
        </Button>
        <Button variant="outline" tone="neutral" size="sm" aria-label={forRule(EDIT, n)} onClick={act('edit')}>
          {EDIT}
        </Button>
        <Button variant="outline" tone="neutral" size="sm" aria-label={forRule(APPLY, n)} onClick={act('apply')}>
          {APPLY}
        </Button>
        <Button variant="outline" tone="danger" size="sm" aria-label={forRule(DELETE, n)} onClick={act('delete')}>
          {DELETE}
        </Button>
      </div>
    </li>
  );
}
