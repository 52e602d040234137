/** A filter's select set to no value: any. */
export const ANY_CHOICE = 'Any';
