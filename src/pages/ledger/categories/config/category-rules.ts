/** The contract's bounds of what the person writes (`CategoryName`, `CategoryIcon`). */
export const NAME_MAX_LENGTH = 40;
export const ICON_MAX_LENGTH = 16;

/**
 * Plaid's credit card payment, which no category of the person's own can count as: it is counted
 * apart from spending (a card's purchases are counted when made).
 */
export const CARD_PAYMENT_CODE = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
