import { beforeEach, describe, expect, it } from 'vitest';
import { claimReauthAnnouncement } from './reauth-announcements';

describe('claimReauthAnnouncement', () => {
  beforeEach(() => sessionStorage.clear());

  it('announces an item once per session, on reloads and repeated syncs alike', () => {
    expect(claimReauthAnnouncement(['item-a'])).toBe(true);
    expect(claimReauthAnnouncement(['item-a'])).toBe(false);
    expect(claimReauthAnnouncement(['item-a'])).toBe(false);
  });

  it('announces again when another item starts needing a sign-in', () => {
    expect(claimReauthAnnouncement(['item-a'])).toBe(true);
    expect(claimReauthAnnouncement(['item-a', 'item-b'])).toBe(true);
    expect(claimReauthAnnouncement(['item-b', 'item-a'])).toBe(false);
  });

  it('announces once when there are no accounts to tell the items by', () => {
    expect(claimReauthAnnouncement([])).toBe(true);
    expect(claimReauthAnnouncement([])).toBe(false);
  });

  it('survives unreadable storage', () => {
    sessionStorage.setItem('reauth_announced_items', '{not json');
    expect(claimReauthAnnouncement(['item-a'])).toBe(true);
  });
});
