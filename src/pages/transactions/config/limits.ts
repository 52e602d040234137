/** The contract's longest note (`TransactionNote`): a transaction's, or a part's of a split. */
export const MAX_NOTE_LENGTH = 2000;
/** The contract's fewest parts of a split (`SplitRequest`; none makes the transaction whole again). */
export const MIN_SPLIT_PARTS = 2;
/** The contract's most parts of a split. */
export const MAX_SPLIT_PARTS = 20;
