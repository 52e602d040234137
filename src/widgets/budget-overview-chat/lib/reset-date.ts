/** "December 1": the day the monthly counts start again (they reset at 00:00 UTC, so the UTC date). */
export const resetDateText = (resetsAt: string): string => new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(resetsAt));
