const SHORT_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Dec 3" for the calendar date `2026-12-03`, as written (never shifted by the reader's offset). */
export const shortDay = (date: string): string => SHORT_DAY.format(new Date(`${date}T00:00:00Z`));
