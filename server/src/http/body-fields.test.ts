import { describe, expect, it } from 'vitest';
import { fieldAtEnd } from './body-fields.ts';

const json = (text: string) => fieldAtEnd('json', Buffer.from(text));

describe('the field a body cut off at the size limit was in', () => {
  it('names a JSON string value by its path, arrays by index, as validation names fields', () => {
    expect(json('{"submitted_user_query":"aaaa')).toBe('submitted_user_query');
    expect(json('{"id":"user-1","query":"Where did \\"my\\" money go, and')).toBe('query');
    expect(json('{"categories":[{"category":"FOOD_AND_DRINK","amount":1,"version":0},{"category":"TRAVEL","amount":12')).toBe('categories.1.amount');
    expect(json('{"expected_income":{"amount":null,"version":0},"rollovers":[{"category":"FOOD')).toBe('rollovers.0.category');
    expect(json('{"data":{"object":{"description":"ééé')).toBe('data.object.description');
  });

  it('names the object holding a key cut off, and nothing between top-level fields', () => {
    expect(json('{"a":{"b":1,"cccc')).toBe('a');
    expect(json('{"a":"b",')).toBe('');
    expect(json('')).toBe('');
  });

  it('names the key of a form pair', () => {
    expect(fieldAtEnd('form', Buffer.from('public_token=public-sandbox-aaaa'))).toBe('public_token');
    expect(fieldAtEnd('form', Buffer.from('a=1&public%5Ftoken=xxxx'))).toBe('public_token');
    expect(fieldAtEnd('form', Buffer.from('a=1&public_tok'))).toBe('');
  });
});
