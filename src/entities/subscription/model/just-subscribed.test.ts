import { afterEach, describe, expect, it } from 'vitest';
import { hasJustSubscribedFlag, readGuardRouteState, setJustSubscribedFlag } from './just-subscribed';

afterEach(() => sessionStorage.clear());

describe('the just-subscribed flag', () => {
  it('is off until set, then on for the rest of the tab session', () => {
    expect(hasJustSubscribedFlag()).toBe(false);
    setJustSubscribedFlag();
    expect(sessionStorage.getItem('justSubscribed')).toBe('true');
    expect(hasJustSubscribedFlag()).toBe(true);
  });

  it('counts only the value "true"', () => {
    sessionStorage.setItem('justSubscribed', 'false');
    expect(hasJustSubscribedFlag()).toBe(false);
  });
});

describe('readGuardRouteState', () => {
  it('reads the flag and the origin', () => {
    expect(readGuardRouteState({ justSubscribed: true, from: '/dashboard?period=2024' })).toEqual({ justSubscribed: true, from: '/dashboard?period=2024' });
  });

  it("reads the OAuth return's hand-over to Get Started", () => {
    expect(readGuardRouteState({ linkedInstitution: 'First Platypus Bank' })).toEqual({ linkedInstitution: 'First Platypus Bank' });
  });

  it('ignores other shapes and anything that is not a path of this site', () => {
    expect(readGuardRouteState(null)).toEqual({});
    expect(readGuardRouteState('x')).toEqual({});
    expect(readGuardRouteState({ justSubscribed: 'yes', from: 'https://evil.example/' })).toEqual({});
    expect(readGuardRouteState({ from: '//evil.example/path' })).toEqual({});
  });
});
