import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.ts';

const key = randomBytes(32);
const token = 'access-sandbox-8ab976e6-64bc-4b38-98f7-731e7a349970';

describe('secret box', () => {
  it('round-trips and never contains the plaintext', () => {
    const sealed = seal(token, key, 'item-1');
    expect(sealed).not.toContain(token);
    expect(sealed).not.toContain(Buffer.from(token).toString('base64url'));
    expect(open(sealed, key, 'item-1')).toBe(token);
  });

  it('encrypts the same secret differently each time', () => {
    expect(seal(token, key, 'item-1')).not.toBe(seal(token, key, 'item-1'));
  });

  it('refuses a tampered ciphertext', () => {
    const [v, iv, tag, ciphertext] = seal(token, key, 'item-1').split('.');
    const bytes = Buffer.from(ciphertext!, 'base64url');
    bytes[0] = bytes[0]! ^ 0x01;
    expect(() => open([v, iv, tag, bytes.toString('base64url')].join('.'), key, 'item-1')).toThrow();
  });

  it('refuses the wrong key and a ciphertext moved to another row', () => {
    const sealed = seal(token, key, 'item-1');
    expect(() => open(sealed, randomBytes(32), 'item-1')).toThrow();
    expect(() => open(sealed, key, 'item-2')).toThrow();
  });
});
