import { describe, expect, it } from 'vitest';
import { isFixableByUpdate, itemErrorAnnouncement } from './item-error';

describe('itemErrorAnnouncement', () => {
  it('asks to re-authenticate, as information, when the bank wants a new sign-in', () => {
    expect(itemErrorAnnouncement('ITEM_LOGIN_REQUIRED')).toEqual({
      type: 'info',
      text: 'Please re-authenticate your bank connection using the Update Institution button.',
    });
    expect(itemErrorAnnouncement('PENDING_EXPIRATION')?.type).toBe('info');
  });

  it('reports failed bank authentication as an error', () => {
    for (const code of ['INVALID_CREDENTIALS', 'INVALID_MFA']) {
      expect(itemErrorAnnouncement(code)).toEqual({ type: 'error', text: 'Bank authentication failed. Please try updating your institution.' });
    }
  });

  it('stays silent for outages, maintenance and rate limits', () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'PLANNED_MAINTENANCE', 'RATE_LIMIT_EXCEEDED', 'SOMETHING_NEW']) {
      expect(itemErrorAnnouncement(code)).toBeNull();
    }
  });
});

describe('isFixableByUpdate', () => {
  it('is true only for errors an update in Plaid Link can fix', () => {
    expect(isFixableByUpdate('ITEM_LOGIN_REQUIRED')).toBe(true);
    expect(isFixableByUpdate('INVALID_MFA')).toBe(true);
    expect(isFixableByUpdate('PLANNED_MAINTENANCE')).toBe(false);
  });
});
