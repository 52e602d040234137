import { addMonths, type PortalAction } from './billing.ts';
import type { StripePriceOptions } from './config.ts';
import type {
  CheckoutSessionRecord,
  CustomerRecord,
  InvoiceRecord,
  PaymentMethodRecord,
  PortalSessionRecord,
  SubscriptionRecord,
} from './store.ts';

/** Server-rendered pages standing in for Stripe's hosted Checkout and customer portal. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

export function formatDate(unixSeconds: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(unixSeconds * 1000));
}

function monthly(price: StripePriceOptions, quantity = 1): string {
  return `${formatMoney(price.unitAmount * quantity, price.currency)} / month`;
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1f36; background: #f6f8fa; }
body { margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
header.brand { display: flex; align-items: center; gap: 1rem; margin-bottom: 1.5rem; }
.brand-name { font-weight: 700; font-size: 1.25rem; color: #0b3d2e; }
.badge { font-size: .75rem; font-weight: 600; text-transform: uppercase; background: #ffde92; color: #5a3b00; border-radius: .25rem; padding: .125rem .5rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 2rem; }
section { background: #fff; border-radius: .5rem; padding: 1.5rem; box-shadow: 0 1px 3px rgba(0,0,0,.08); margin-bottom: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.125rem; margin: 0 0 1rem; }
.price { font-size: 2rem; font-weight: 700; margin: .25rem 0; }
.trial { display: inline-block; background: #d7f7e4; color: #0b5d33; font-weight: 600; border-radius: .25rem; padding: .25rem .5rem; margin: 0; }
dl { display: grid; grid-template-columns: auto auto; gap: .5rem 1rem; margin: 1rem 0 0; }
dt { color: #4f566b; } dd { margin: 0; text-align: right; font-weight: 600; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: .625rem .75rem; border: 1px solid #8792a2; border-radius: .375rem; }
input:focus, button:focus, a:focus { outline: 3px solid #635bff; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #c0123c; }
fieldset { border: 0; padding: 0; margin: 0; }
legend { font-weight: 600; margin-top: 1rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
button { font: inherit; font-weight: 600; border: 0; border-radius: .375rem; padding: .75rem 1.25rem; cursor: pointer; background: #0b3d2e; color: #fff; }
button.secondary { background: #fff; color: #0b3d2e; border: 1px solid #0b3d2e; }
button.danger { background: #fff; color: #a3001b; border: 1px solid #a3001b; }
form.submit button { width: 100%; margin-top: 1.5rem; padding: 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1rem; }
.actions form { margin: 0; }
.alert { background: #fde8ec; color: #8a0020; border-radius: .375rem; padding: .75rem 1rem; margin: 0 0 1rem; font-weight: 600; }
.notice { background: #e3f1fd; color: #0a3d6b; border-radius: .375rem; padding: .75rem 1rem; margin: 0 0 1rem; }
.hint, .terms { color: #4f566b; font-size: .875rem; }
.test-controls { border: 2px dashed #c08a00; background: #fffaf0; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e3e8ee; }
a { color: #0b3d2e; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

function brandHeader(backLink: string): string {
  return `<header class="brand">${backLink}<span class="brand-name">Ledgerline</span><span class="badge">Test mode</span></header>`;
}

function backLink(href: string | null, text: string): string {
  return href ? `<a href="${escapeHtml(href)}"><span aria-hidden="true">← </span>${escapeHtml(text)}</a>` : '';
}

export function messagePage(title: string, message: string, link?: { href: string; text: string } | null): string {
  return layout(
    title,
    `${brandHeader('')}
<section>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}
</section>`,
  );
}

// ---- Checkout ----

export interface CheckoutForm {
  email: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  billingName: string;
}

export type CheckoutField = keyof CheckoutForm;

export interface CheckoutPage {
  session: CheckoutSessionRecord;
  price: StripePriceOptions;
  now: number;
  /** The email Stripe already knows (the customer's, or `customer_email`); asked for otherwise. */
  knownEmail: string | null;
  values?: Partial<CheckoutForm>;
  error?: { field: CheckoutField | null; message: string };
}

function field(page: CheckoutPage, name: CheckoutField, label: string, attributes: string): string {
  const invalid = page.error?.field === name;
  const value = page.values?.[name] ?? '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${invalid ? ' aria-invalid="true" aria-describedby="checkout-error"' : ''}>`;
}

export function checkoutPage(page: CheckoutPage): string {
  const { session, price } = page;
  const trialDays = session.trialPeriodDays;
  const nextCharge = trialDays ? page.now + trialDays * 24 * 60 * 60 : addMonths(page.now, 1);
  const total = price.unitAmount * session.quantity;
  const summary = `<section aria-labelledby="summary-heading">
<h1 id="summary-heading">Subscribe to ${escapeHtml(price.productName)}</h1>
${trialDays ? `<p class="trial">${trialDays}-day free trial</p>` : ''}
<p class="price">${escapeHtml(monthly(price, session.quantity))}</p>
<dl>
<dt>${escapeHtml(price.productName)}</dt><dd>Billed monthly</dd>
<dt>Due today</dt><dd>${escapeHtml(formatMoney(trialDays ? 0 : total, price.currency))}</dd>
<dt>${trialDays ? 'First charge' : 'Next charge'}</dt><dd>${escapeHtml(formatMoney(total, price.currency))} on <time datetime="${new Date(nextCharge * 1000).toISOString()}">${escapeHtml(formatDate(nextCharge))}</time></dd>
</dl>
</section>`;

  const emailField = page.knownEmail
    ? `<p><strong>Email</strong><br>${escapeHtml(page.knownEmail)}</p>`
    : field(page, 'email', 'Email', 'type="email" autocomplete="email" required');
  const form = `<section aria-labelledby="pay-heading">
<h2 id="pay-heading">Pay with card</h2>
${page.error ? `<p class="alert" role="alert" id="checkout-error">${escapeHtml(page.error.message)}</p>` : ''}
<form class="submit" method="post" action="/stripe/checkout/${escapeHtml(session.id)}" novalidate>
${emailField}
<fieldset>
<legend>Card information</legend>
${field(page, 'cardNumber', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
<div class="row">
<div>${field(page, 'cardExpiry', 'Expiration (MM / YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required')}</div>
<div>${field(page, 'cardCvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required')}</div>
</div>
</fieldset>
${field(page, 'billingName', 'Name on card', 'type="text" autocomplete="cc-name" required')}
<button type="submit">Subscribe</button>
<p class="terms">${
    trialDays
      ? `You won't be charged today. After your ${trialDays}-day free trial, Ledgerline will charge ${escapeHtml(monthly(price, session.quantity))} until you cancel.`
      : `Ledgerline will charge ${escapeHtml(monthly(price, session.quantity))} until you cancel.`
  }</p>
</form>
<p class="hint">Test mode: 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined, with any future expiry and any CVC.</p>
</section>`;

  return layout(`Subscribe to ${price.productName} · Ledgerline`, `${brandHeader(backLink(session.cancelUrl, 'Back'))}\n<div class="grid">\n${summary}\n${form}\n</div>`);
}

// ---- the customer portal ----

export interface PortalPage {
  session: PortalSessionRecord;
  customer: CustomerRecord;
  subscription: SubscriptionRecord | null;
  paymentMethod: PaymentMethodRecord | null;
  invoices: InvoiceRecord[];
  price: StripePriceOptions;
  notice?: string | null;
  error?: string | null;
}

const STATUS_LABELS: Record<SubscriptionRecord['status'], string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
};

const BUTTON_LABELS: Record<PortalAction, string> = {
  cancel_at_period_end: 'Cancel at period end',
  cancel_now: 'Cancel now',
  resume: 'Resume',
  fail_payment: 'Fail next payment',
  pay_now: 'Pay now',
};

export function portalNotice(action: string, sub: SubscriptionRecord | null): string | null {
  if (!sub) return null;
  switch (action) {
    case 'cancel_at_period_end':
      return `Your subscription will be canceled on ${formatDate(sub.currentPeriodEnd)}.`;
    case 'resume':
      return 'Your subscription has been renewed. It will continue as before.';
    case 'cancel_now':
      return 'Your subscription has been canceled.';
    case 'fail_payment':
      return `Test: the payment failed. The subscription is now ${STATUS_LABELS[sub.status].toLowerCase()}.`;
    case 'pay_now':
      return 'Payment succeeded. Your subscription is active.';
    default:
      return null;
  }
}

function actionButton(page: PortalPage, sub: SubscriptionRecord, action: PortalAction, style: 'primary' | 'secondary' | 'danger'): string {
  return `<form method="post" action="/stripe/portal/${escapeHtml(page.session.id)}">
<input type="hidden" name="subscription" value="${escapeHtml(sub.id)}">
<input type="hidden" name="action" value="${action}">
<button type="submit"${style === 'primary' ? '' : ` class="${style}"`}>${BUTTON_LABELS[action]}</button>
</form>`;
}

function planDetails(sub: SubscriptionRecord, price: StripePriceOptions): string {
  const rows: Array<[string, string]> = [['Status', STATUS_LABELS[sub.status]]];
  if (sub.status === 'trialing' && sub.trialEnd) rows.push(['Trial ends', formatDate(sub.trialEnd)]);
  if (sub.status === 'canceled') {
    rows.push(['Ended', formatDate(sub.endedAt ?? sub.canceledAt ?? sub.currentPeriodEnd)]);
  } else if (sub.cancelAtPeriodEnd) {
    rows.push(['Cancels on', formatDate(sub.currentPeriodEnd)]);
  } else if (sub.status === 'trialing') {
    rows.push(['First charge', `${formatMoney(price.unitAmount * sub.quantity, price.currency)} on ${formatDate(sub.currentPeriodEnd)}`]);
  } else if (sub.status === 'active') {
    rows.push(['Renews on', formatDate(sub.currentPeriodEnd)], ['Next charge', formatMoney(price.unitAmount * sub.quantity, price.currency)]);
  } else {
    rows.push(['Amount due', formatMoney(price.unitAmount * sub.quantity, price.currency)]);
  }
  return `<dl>${rows.map(([term, detail]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(detail)}</dd>`).join('')}</dl>`;
}

export function portalPage(page: PortalPage): string {
  const { subscription: sub, price } = page;
  const live = sub && sub.status !== 'canceled';
  const actions: string[] = [];
  const testActions: string[] = [];
  if (sub && live) {
    if (sub.cancelAtPeriodEnd) actions.push(actionButton(page, sub, 'resume', 'primary'));
    else actions.push(actionButton(page, sub, 'cancel_at_period_end', 'secondary'));
    actions.push(actionButton(page, sub, 'cancel_now', 'danger'));
    if (sub.status !== 'unpaid') testActions.push(actionButton(page, sub, 'fail_payment', 'danger'));
    if (sub.status === 'past_due' || sub.status === 'unpaid') testActions.push(actionButton(page, sub, 'pay_now', 'primary'));
  }
  const pastDue =
    sub && (sub.status === 'past_due' || sub.status === 'unpaid')
      ? `<p class="alert">${sub.status === 'past_due' ? 'Your last payment failed. Stripe will retry it; pay now to keep your subscription active.' : 'Payment failed and all retries are exhausted: the subscription is unpaid.'}</p>`
      : '';
  const plan = sub
    ? `<section aria-labelledby="plan-heading">
<h2 id="plan-heading">Current plan</h2>
${pastDue}
<p><strong>${escapeHtml(price.productName)}</strong></p>
<p class="price">${escapeHtml(monthly(price, sub.quantity))}</p>
${planDetails(sub, price)}
${actions.length > 0 ? `<div class="actions">${actions.join('\n')}</div>` : ''}
</section>`
    : `<section aria-labelledby="plan-heading"><h2 id="plan-heading">Current plan</h2><p>You have no subscription.</p></section>`;

  const card = page.paymentMethod
    ? `<section aria-labelledby="card-heading"><h2 id="card-heading">Payment method</h2><p>${escapeHtml(
        `${page.paymentMethod.brand.charAt(0).toUpperCase()}${page.paymentMethod.brand.slice(1)} •••• ${page.paymentMethod.last4}, expires ${String(page.paymentMethod.expMonth).padStart(2, '0')}/${page.paymentMethod.expYear}`,
      )}</p></section>`
    : '';

  const history =
    page.invoices.length > 0
      ? `<section aria-labelledby="history-heading"><h2 id="history-heading">Billing history</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>
${page.invoices
  .map((i) => `<tr><td>${escapeHtml(formatDate(i.created))}</td><td>${escapeHtml(formatMoney(i.amountDue, i.currency))}</td><td>${i.status === 'paid' ? 'Paid' : 'Failed'}</td></tr>`)
  .join('\n')}
</tbody></table></section>`
      : '';

  const tests =
    testActions.length > 0
      ? `<section class="test-controls" aria-labelledby="test-heading">
<h2 id="test-heading">Test controls (emulator only)</h2>
<p class="hint">Not part of Stripe's portal. "Fail next payment" declines the next charge now: the subscription becomes past due, and a second press makes it unpaid.</p>
<div class="actions">${testActions.join('\n')}</div>
</section>`
      : '';

  const content = `${brandHeader('')}
<p>${backLink(page.session.returnUrl, 'Return to Ledgerline')}</p>
<h1>Manage your subscription</h1>
${page.customer.email ? `<p>${escapeHtml(page.customer.email)}</p>` : ''}
${page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : ''}
${page.error ? `<p class="alert" role="alert">${escapeHtml(page.error)}</p>` : ''}
${plan}
${card}
${history}
${tests}`;
  return layout('Manage your subscription · Ledgerline', content);
}

export function invoicePage(invoice: InvoiceRecord, price: StripePriceOptions): string {
  return layout(
    `Invoice ${invoice.number} · Ledgerline`,
    `${brandHeader('')}
<section>
<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<dl>
<dt>${escapeHtml(price.productName)}</dt><dd>${escapeHtml(formatMoney(invoice.amountDue, invoice.currency))}</dd>
<dt>Date</dt><dd>${escapeHtml(formatDate(invoice.created))}</dd>
<dt>Status</dt><dd>${invoice.status === 'paid' ? 'Paid' : 'Open'}</dd>
</dl>
</section>`,
  );
}
