import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** A rule as `GET /db_api/rules` lists it: what it matches, what it does, in the order rules run. */
export type TransactionRule = Schemas['TransactionRule'];
/** Every condition given must hold (at least one). */
export type RuleConditions = Schemas['RuleConditions'];
/** What a rule does to the rows it matches (at least one). */
export type RuleActions = Schemas['RuleActions'];
/** One part of a split action: a fixed `amount`, a `percent` of the row, or neither (the rest). */
export type RuleSplitPart = Schemas['RuleSplitPart'];
/** A rule before it is saved: what the preview takes. */
export type RuleDraft = Schemas['RuleDraft'];
/** `POST /api/rules`: a draft, and whether to run it on the past too. */
export type RuleInput = Schemas['RuleInput'];
/** `PATCH /api/rules/{id}`: its conditions, its actions or its place. */
export type RuleUpdate = Schemas['RuleUpdate'];
/** A saved or applied rule with how many past transactions it changed. */
export type RuleApplied = Schemas['RuleApplied'];
/** What a draft would do to the past: rows matched, rows changed, the newest of them. */
export type RulePreview = Schemas['RulePreview'];
/** A rule's category action: a primary alone, a detailed one, or one of the person's own. */
export type RuleCategory = Schemas['CategoryChoice'];
