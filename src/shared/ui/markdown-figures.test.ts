import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cellKind } from './markdown-figures';
import { SafeMarkdown } from './SafeMarkdown';

const rendered = (text: string) => {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(createElement(SafeMarkdown, { text }));
  return container;
};

describe('cellKind', () => {
  it.each([
    ['$1,650.00', 'amount'],
    ['-$12.40', 'amount'],
    ['+$2,500.00 (pending)', 'amount'],
    ['$4,300.20 owed', 'amount'],
    ['19.99%', 'amount'],
    ['14', 'amount'],
    ['2026-11-24', 'date'],
    ['Nov 24, 2026', 'date'],
    ['October 2026', 'date'],
    ['—', 'blank'],
    ['', 'blank'],
    ['First Platypus Bank High-Yield Savings ••6875', 'text'],
    ['Rent (over budget)', 'text'],
  ])('%s is %s', (text, kind) => expect(cellKind(text)).toBe(kind));
});

describe('tables of SafeMarkdown', () => {
  const table = rendered(
    [
      '| Account | Updated | Balance | Available |',
      '| --- | --- | --- | --- |',
      '| Platypus High-Yield Savings | 2026-11-24 | [$12,330.39](/transactions) | — |',
      '| Tartan Auto Loan | 2026-11-23 | -$8,100.00 | $0.00 |',
    ].join('\n'),
  );
  const column = (index: number) => [...table.querySelectorAll('tr')].map((row) => row.children[index] as HTMLElement);

  it('keeps amounts, dates and dashes on one line, and lines a column of amounts up at the end, its header too', () => {
    expect(column(1).slice(1).map((cell) => cell.dataset.cell)).toEqual(['date', 'date']);
    expect(column(1).map((cell) => cell.dataset.column)).toEqual([undefined, undefined, undefined]);
    expect(column(2).slice(1).map((cell) => cell.dataset.cell)).toEqual(['amount', 'amount']);
    expect(column(2).map((cell) => cell.dataset.column)).toEqual(['amount', 'amount', 'amount']);
    expect(column(3).slice(1).map((cell) => cell.dataset.cell)).toEqual(['blank', 'amount']);
    expect(column(3).map((cell) => cell.dataset.column)).toEqual(['amount', 'amount', 'amount']);
    // The linked amount stays a link.
    expect(column(2)[1]!.querySelector('a')?.getAttribute('href')).toBe('/transactions');
  });

  it('wraps a name between its words, a hyphenated word kept whole', () => {
    const [name] = column(0).slice(1);
    expect(name!.dataset.cell).toBeUndefined();
    expect(name!.querySelector('[data-cell-words]')?.textContent).toBe('Platypus High-Yield Savings');
    expect([...name!.querySelectorAll('[data-whole-word]')].map((word) => word.textContent)).toEqual(['High-Yield']);
  });

  it('marks only what the markdown said: a column of names with one figure is still names', () => {
    const mixed = rendered(['| Payment | Amount |', '| --- | --- |', '| Rent | $1,650.00 |', '| 2026 | $30.00 |', '| Gym | $30.00 |'].join('\n'));
    expect([...mixed.querySelectorAll('tr')].map((row) => (row.children[0] as HTMLElement).dataset.column)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
