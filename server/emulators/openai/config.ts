/** The stand-in's fixed values; tests and the environment may override the delays. */

/** The model the product asks for by default (OPENAI_MODEL); any other name is answered too. */
export const DEFAULT_MODEL = 'gpt-4o-mini';

/** Token counts are an estimate: about four characters a token, as OpenAI's rule of thumb says. */
export const CHARACTERS_PER_TOKEN = 4;

/** How long `[[slow]]` holds an answer unless the marker names its own delay (`[[slow:1500]]`). */
export const DEFAULT_SLOW_DELAY_MS = 30_000;

/** The `retry-after` of a `[[rate-limit]]` answer. */
export const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** The most transactions search_transactions lists (its `limit` is 1..25). */
export const MAX_SEARCH_LIMIT = 25;

/** Rows listed under a total (the total covers every matching row). */
export const LISTED_ROWS = 10;
/** Groups shown under a summary. */
export const LISTED_GROUPS = 5;

/** When a list has no period ("my last transaction"), it looks back this many years. */
export const LIST_LOOKBACK_YEARS = 2;

/** The first line of the product's system message. */
export const TODAY_LINE = /^Today is (\d{4}-\d{2}-\d{2}) \(UTC\)\.$/;

/** The product's follow-up when an answer holds figures the tools did not give. */
export const GROUNDING_CHECK_PREFIX = 'GROUNDING CHECK FAILED:';

/** The second line of the product's system message when it asks for a budget overview's text (a writer, with no tools). */
export const WRITER_LINE = "You are the writer of Ledgerline's budget overview.";

/** What precedes the overview's facts (JSON) in the writer's user message. */
export const FACTS_MARKER = 'FACTS (JSON):';

/** The label a tag question without a period is given: the whole history a tag can hold. */
export const ALL_HISTORY_LABEL = 'all of your history';
