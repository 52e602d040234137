/**
 * What an account's balance is, by its Plaid type: money the user has in cash, money invested,
 * or money owed (a card's or loan's current balance is what is owed). Net worth is cash plus
 * investments minus what is owed.
 */
export const CASH_TYPES: readonly string[] = ['depository'];
export const INVESTMENT_TYPES: readonly string[] = ['investment', 'brokerage'];
export const OWED_TYPES: readonly string[] = ['credit', 'loan'];
