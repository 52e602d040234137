import type { EventId, PairId } from '@/shared/api';

/** Who wrote a message: the user's question, the assistant's answer, or the error given instead of one. */
export type EventPrefix = 'user' | 'ai' | 'error';

/** A fresh question/answer pair id: a UUID without its dashes (the contract allows no dash after the prefix). */
export const newPairId = (): PairId => crypto.randomUUID().replaceAll('-', '');

/** `user-<pair id>`, `ai-<pair id>` or `error-<pair id>`. */
export const eventIdOf = (prefix: EventPrefix, pairId: PairId): EventId => `${prefix}-${pairId}`;

/** The pair id of an event id: everything after the first dash. */
export const pairIdOf = (eventId: EventId): PairId => eventId.slice(eventId.indexOf('-') + 1);

/** The prefix of an event id. */
export const prefixOf = (eventId: EventId): string => eventId.slice(0, eventId.indexOf('-'));
