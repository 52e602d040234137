import { describe, expect, it } from 'vitest';
import { isPartialMatch } from './is-partial-match';

describe('isPartialMatch', () => {
  const init = { params: { query: { page: 2, page_size: 50, institution: 'ins_1' } } };

  it('matches when every given field is equal', () => {
    expect(isPartialMatch(init, { params: { query: { page: 2 } } })).toBe(true);
    expect(isPartialMatch(init, {})).toBe(true);
  });

  it('does not match when a given field differs or is missing', () => {
    expect(isPartialMatch(init, { params: { query: { page: 3 } } })).toBe(false);
    expect(isPartialMatch(init, { params: { path: { id: 'x' } } })).toBe(false);
    expect(isPartialMatch(undefined, { params: {} })).toBe(false);
  });

  it('compares arrays element by element', () => {
    expect(isPartialMatch({ ids: [1, 2] }, { ids: [1, 2] })).toBe(true);
    expect(isPartialMatch({ ids: [1, 2] }, { ids: [1] })).toBe(false);
  });
});
