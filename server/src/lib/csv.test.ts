import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('export CSV', () => {
  it('defuses text that a spreadsheet would read as a formula', () => {
    for (const text of ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(text).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
    expect(csvCell('Coffee =)')).toBe('Coffee =)');
  });

  it('keeps numbers as numbers, quotes what needs quoting', () => {
    expect(csvCell(-1250)).toBe('-1250');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toCsv(['name', 'amount_cents'], [{ name: '=HYPERLINK("x")', amount_cents: 5 }])).toBe(`name,amount_cents\r\n"'=HYPERLINK(""x"")",5\r\n`);
  });
});
