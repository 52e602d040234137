export type { RuleActions, RuleApplied, RuleCategory, RuleConditions, RuleDraft, RuleInput, RulePreview, RuleSplitPart, RuleUpdate, TransactionRule } from './model/rule';
export { useRuleChanges, useRules, type RuleChanges } from './api/rule-queries';
export { DEFAULT_RULE_WORDS, ruleSentence, ruleSentenceText, type RuleSentenceParts, type RuleWords } from './lib/rule-sentence';
export { RuleSentence, type RuleSentenceProps } from './ui/RuleSentence';
