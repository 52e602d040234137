import { describe, expect, it } from 'vitest';
import { cellAfterKey, HEADER_ROW } from './grid-navigation';

const size = { rows: 50, cols: 2 };

describe('cellAfterKey', () => {
  it.each([
    ['ArrowDown', { row: 0, col: 1 }, { row: 1, col: 1 }],
    ['ArrowDown', { row: 49, col: 0 }, { row: 49, col: 0 }],
    ['ArrowDown', { row: HEADER_ROW, col: 1 }, { row: 0, col: 1 }],
    ['ArrowUp', { row: 3, col: 0 }, { row: 2, col: 0 }],
    ['ArrowUp', { row: 0, col: 1 }, { row: HEADER_ROW, col: 1 }],
    ['ArrowUp', { row: HEADER_ROW, col: 0 }, { row: HEADER_ROW, col: 0 }],
    ['PageDown', { row: 5, col: 0 }, { row: 15, col: 0 }],
    ['PageDown', { row: 45, col: 1 }, { row: 49, col: 1 }],
    ['PageDown', { row: HEADER_ROW, col: 0 }, { row: 10, col: 0 }],
    ['PageUp', { row: 15, col: 1 }, { row: 5, col: 1 }],
    ['PageUp', { row: 4, col: 0 }, { row: 0, col: 0 }],
    ['PageUp', { row: 0, col: 0 }, { row: 0, col: 0 }],
    ['PageUp', { row: HEADER_ROW, col: 0 }, { row: HEADER_ROW, col: 0 }],
    ['Home', { row: 30, col: 1 }, { row: 0, col: 1 }],
    ['End', { row: 3, col: 0 }, { row: 49, col: 0 }],
    ['ArrowRight', { row: 7, col: 0 }, { row: 7, col: 1 }],
    ['ArrowRight', { row: 7, col: 1 }, { row: 7, col: 1 }],
    ['ArrowLeft', { row: 7, col: 1 }, { row: 7, col: 0 }],
    ['ArrowLeft', { row: HEADER_ROW, col: 0 }, { row: HEADER_ROW, col: 0 }],
  ])('%s from %j goes to %j', (key, from, to) => {
    expect(cellAfterKey(key, from, size)).toEqual(to);
  });

  it('keeps to the rows there are', () => {
    expect(cellAfterKey('End', { row: 0, col: 0 }, { rows: 1, cols: 2 })).toEqual({ row: 0, col: 0 });
    expect(cellAfterKey('PageDown', { row: 0, col: 0 }, { rows: 3, cols: 2 })).toEqual({ row: 2, col: 0 });
  });

  it('leaves other keys to the browser', () => {
    expect(cellAfterKey('Enter', { row: 0, col: 0 }, size)).toBeUndefined();
    expect(cellAfterKey('Tab', { row: 0, col: 0 }, size)).toBeUndefined();
  });
});
