/** Test fixtures of the rule slice: imported only by tests and stories. */
export { AMAZON_RULE, BANK_CATEGORY_RULE, BRUNCH_RULE, RIDES_RULE, SAMPLE_PREVIEW, SAMPLE_RULES, SAVINGS_RULE, SPLIT_RULE } from './testing/fixtures';
export { rulesHandlers, type RulesAnswers } from './testing/handlers';
