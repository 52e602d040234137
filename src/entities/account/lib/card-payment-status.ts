export { cardPaymentStatus, CARD_PAYMENT_DUE_SOON_DAYS, type CardPaymentStatus } from '@contract/card-payment-status';
