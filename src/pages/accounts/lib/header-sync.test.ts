import { describe, expect, it } from 'vitest';
import { SAMPLE_BALANCES } from '@/entities/account/testing';
import { headerLastSync } from './header-sync';

describe("the accounts header's last sync", () => {
  it('is the newest sync of the banks that still sync', () => {
    expect(headerLastSync(SAMPLE_BALANCES, new Set())).toBe('2026-11-23T08:15:00.000Z');
    expect(headerLastSync(SAMPLE_BALANCES, new Set(['item-platypus']))).toBe('2026-11-22T19:40:00.000Z');
  });

  it('says nothing while every bank waits for a sign-in, or while the accounts load', () => {
    expect(headerLastSync(SAMPLE_BALANCES, new Set(['item-platypus', 'item-tartan']))).toBeUndefined();
    expect(headerLastSync(undefined, new Set())).toBeUndefined();
  });

  it('is null (never synced) when there are no accounts', () => {
    expect(headerLastSync([], new Set())).toBeNull();
  });
});
