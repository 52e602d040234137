import { STRIPE_API_VERSION } from './config.ts';
import type { StripeEventRecord } from './store.ts';

/**
 * The last API version before 2025-03-31.basil, which moved the billing period from the
 * subscription onto its items and an invoice's `subscription` into `parent.subscription_details`.
 */
export const LEGACY_STRIPE_API_VERSION = '2025-02-24.acacia';

/** The API versions a webhook endpoint may be configured for. */
export const SUPPORTED_API_VERSIONS = [STRIPE_API_VERSION, LEGACY_STRIPE_API_VERSION] as const;

type Json = Record<string, unknown>;

function legacySubscription(sub: Json): Json {
  const items = sub.items as { data: Json[] } | undefined;
  const first = items?.data[0];
  const data = (items?.data ?? []).map(({ current_period_start: _s, current_period_end: _e, ...item }) => item);
  return { ...sub, current_period_start: first?.current_period_start ?? null, current_period_end: first?.current_period_end ?? null, ...(items ? { items: { ...items, data } } : {}) };
}

function legacyInvoice(invoice: Json): Json {
  const { parent, ...rest } = invoice as Json & { parent?: { subscription_details?: { subscription?: string } } | null };
  return { ...rest, subscription: parent?.subscription_details?.subscription ?? null };
}

/** The event as Stripe renders it for an endpoint pinned to `version` (its `data.object` and `api_version`). */
export function eventInVersion(event: StripeEventRecord, version: string): StripeEventRecord {
  if (version === STRIPE_API_VERSION) return event;
  if (version !== LEGACY_STRIPE_API_VERSION) throw new Error(`Stripe emulator: unsupported API version ${version}`);
  const object = event.data.object as unknown as Json;
  const rendered = object.object === 'subscription' ? legacySubscription(object) : object.object === 'invoice' ? legacyInvoice(object) : object;
  return { ...event, api_version: version, data: { ...event.data, object: rendered as StripeEventRecord['data']['object'] } };
}
