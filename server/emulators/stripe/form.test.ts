import { describe, expect, it } from 'vitest';
import { parseQueryOf, parseStripeForm, splitKey } from './form.ts';

describe('parseStripeForm', () => {
  it('parses what the stripe SDK sends for a Checkout Session', () => {
    const body =
      'mode=subscription&customer=cus_123&line_items[0][price]=price_ledgerline_premium_monthly&line_items[0][quantity]=1' +
      '&success_url=http%3A%2F%2Flocalhost%3A3000%2Fbilling%3Fsession%3D%7BCHECKOUT_SESSION_ID%7D' +
      '&subscription_data[trial_period_days]=14&subscription_data[metadata][user_id]=u1&metadata[user_id]=u1&expand[0]=subscription';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      customer: 'cus_123',
      line_items: [{ price: 'price_ledgerline_premium_monthly', quantity: '1' }],
      success_url: 'http://localhost:3000/billing?session={CHECKOUT_SESSION_ID}',
      subscription_data: { trial_period_days: '14', metadata: { user_id: 'u1' } },
      metadata: { user_id: 'u1' },
      expand: ['subscription'],
    });
  });

  it('accepts encoded brackets, `[]` arrays, `+` spaces and empty values', () => {
    expect(parseStripeForm('expand%5B%5D=a&expand%5B%5D=b.c&name=Ada+Lovelace&description=&metadata[note]=x%26y')).toEqual({
      expand: ['a', 'b.c'],
      name: 'Ada Lovelace',
      description: '',
      metadata: { note: 'x&y' },
    });
  });

  it('orders indexed arrays by index and keeps non-index keys as objects', () => {
    expect(parseStripeForm('items[1][price]=b&items[0][price]=a&metadata[0x]=1')).toEqual({ items: [{ price: 'a' }, { price: 'b' }], metadata: { '0x': '1' } });
  });

  it('ignores prototype keys and keeps malformed keys whole', () => {
    const parsed = parseStripeForm('__proto__[polluted]=1&a[__proto__][b]=2&weird[=1&ok=%E0%A4%A');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed).toEqual({ a: {}, 'weird[': '1', ok: '%E0%A4%A' });
  });

  it('splits keys and reads query strings', () => {
    expect(splitKey('line_items[0][price]')).toEqual(['line_items', '0', 'price']);
    expect(splitKey('a[b]c')).toEqual(['a[b]c']);
    expect(parseQueryOf('/v1/subscriptions?customer=cus_1&status=all&expand[0]=data.latest_invoice')).toEqual({
      customer: 'cus_1',
      status: 'all',
      expand: ['data.latest_invoice'],
    });
    expect(parseQueryOf('/v1/customers/cus_1')).toEqual({});
  });
});
