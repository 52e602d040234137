/** `Billing`: subscriptions in the product's words. Stripe is the adapter (vendors/stripe.ts). */

export interface BillingPrice {
  /** The product's name, when the price carries it. */
  productName: string | null;
  unitAmountCents: number | null;
  /** ISO currency, lower case as the provider has it. */
  currency: string;
  interval: string | null;
}

export interface BillingSubscription {
  id: string;
  customerId: string;
  /** Our user id as we put it in the subscription's metadata. */
  userIdInMetadata: string | null;
  status: string;
  priceId: string | null;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
}

/** A verified billing event. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription the event changes (null for events that change none). */
  subscriptionId: string | null;
  /** A subscription payment failed. */
  paymentFailed: boolean;
  /** The event as delivered (JSON), to record. */
  payload: string;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** A free trial for a first subscription; null for none. */
  trialDays: number | null;
  idempotencyKey: string;
}

export interface Billing {
  price(priceId: string): Promise<BillingPrice>;
  createCustomer(customer: { userId: string; email: string; name: string | null }): Promise<{ id: string }>;
  /** A hosted checkout page's URL (null when the provider answered none). */
  createCheckout(request: CheckoutRequest): Promise<{ url: string | null }>;
  createPortal(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  subscription(subscriptionId: string): Promise<BillingSubscription>;
  /** Ends the subscription at once; one the provider no longer has is already ended. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies the signature header over the exact body; throws when it does not hold. */
  verifyWebhook(rawBody: string, signature: string): BillingEvent;
}
