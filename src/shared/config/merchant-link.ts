import { ROUTES } from './routes';

/** The query parameter of /merchantinsights naming the transaction whose merchant is shown. */
export const MERCHANT_TRANSACTION_PARAM = 'transaction';

/** `/merchantinsights?transaction=<id>`: the insights of that transaction's merchant. */
export const merchantInsightsHref = (transactionId: string): string =>
  `${ROUTES.merchantInsights}?${new URLSearchParams({ [MERCHANT_TRANSACTION_PARAM]: transactionId }).toString()}`;
