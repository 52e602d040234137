import { css } from 'styled-system/css';
import { ruleSentence, type RuleWords } from '../lib/rule-sentence';
import type { RuleActions, RuleConditions } from '../model/rule';

export interface RuleSentenceProps {
  rule: { conditions: RuleConditions; actions: RuleActions };
  words?: RuleWords;
  className?: string;
}

const arrow = css({ color: 'fg.muted' });

/** A rule read as a sentence: "When the merchant is Amazon and money goes out → set category Groceries" (the arrow said as "then"). */
export function RuleSentence({ rule, words, className }: RuleSentenceProps) {
  const { when, then } = ruleSentence(rule, words);
  return (
    <span className={className}>
      {when}{' '}
      <span aria-hidden className={arrow}>
        →
      </span>
      <span className={css({ srOnly: true })}>, then</span> {then}
    </span>
  );
}
