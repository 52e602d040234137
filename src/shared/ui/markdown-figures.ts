import type { ExtraProps } from 'react-markdown';

type HastElement = NonNullable<ExtraProps['node']>;
type HastNode = HastElement | HastElement['children'][number];
interface HastParent {
  children: HastNode[];
}

/** What a cell holds, for how it may break: an amount or a count, a date, nothing ("—"), or words. */
export type CellKind = 'amount' | 'date' | 'blank' | 'text';

// "$1,650.00", "-$12.40", "+$2,500.00 (pending)", "$4,300.20 owed", "19.99%", "14": a figure, kept on one line.
const AMOUNT = /^[+\-−]?\$?[+\-−]?\d[\d,]*(?:\.\d+)?%?(?:\s*\([^)]*\)|\s+owed)?$/;
// "2026-11-24", "Nov 24, 2026", "November 24, 2026", "October 2026".
const DATE = /^(?:\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? (?:\d{1,2}, )?\d{4})$/;
// A cell that says nothing is there: it neither makes nor breaks a column of amounts.
const BLANK = /^(?:|—|–|-|n\/a)$/i;
// "High-Yield", "30-Year": a browser may break a line after a hyphen, which cuts the word.
const HYPHENATED = /(\S*[-‐]\S*)/;

export function cellKind(text: string): CellKind {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (BLANK.test(trimmed)) return 'blank';
  if (AMOUNT.test(trimmed)) return 'amount';
  if (DATE.test(trimmed)) return 'date';
  return 'text';
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const isElement = (node: HastNode, ...tagNames: string[]): node is HastElement => node.type === 'element' && tagNames.includes(node.tagName);
const childElements = (node: HastParent, ...tagNames: string[]) => node.children.filter((child): child is HastElement => isElement(child, ...tagNames));

/** A text of a cell with each hyphenated word in a span of its own, kept whole (`data-whole-word`). */
function keepHyphenatedWhole(nodes: HastElement['children']): HastElement['children'] {
  return nodes.flatMap((node): HastElement['children'] => {
    if (node.type === 'element') return [{ ...node, children: keepHyphenatedWhole(node.children) }];
    if (node.type !== 'text') return [node];
    return node.value
      .split(HYPHENATED)
      .filter((part) => part !== '')
      .map((part) => (HYPHENATED.test(part) ? { type: 'element', tagName: 'span', properties: { dataWholeWord: '' }, children: [{ type: 'text', value: part }] } : { type: 'text', value: part }));
  });
}

/** Words of a cell in a box of their own, which can cap the column's width (a cell's own max-width does nothing). */
function wrapWords(cell: HastElement): void {
  cell.children = [{ type: 'element', tagName: 'span', properties: { dataCellWords: '' }, children: keepHyphenatedWhole(cell.children) }];
}

function markTable(table: HastElement): void {
  const sections = childElements(table, 'thead', 'tbody');
  const rows = sections.flatMap((section) => childElements(section, 'tr'));
  const headerRows = sections.filter((section) => section.tagName === 'thead').flatMap((section) => childElements(section, 'tr'));
  const bodyRows = rows.filter((row) => !headerRows.includes(row));
  const cellsOf = (row: HastElement) => childElements(row, 'th', 'td');
  for (const cell of headerRows.flatMap(cellsOf)) cell.children = keepHyphenatedWhole(cell.children);
  const columnCount = Math.max(0, ...rows.map((row) => cellsOf(row).length));
  for (let column = 0; column < columnCount; column++) {
    const bodyCells = bodyRows.map((row) => cellsOf(row)[column]).filter((cell) => cell !== undefined);
    const kinds = bodyCells.map((cell) => {
      const kind = cellKind(textOf(cell));
      if (kind === 'text') wrapWords(cell);
      else cell.properties.dataCell = kind;
      return kind;
    });
    const shown = kinds.filter((kind) => kind !== 'blank');
    // A column of amounts lines up at the right, its header too (unless the markdown aligned it).
    if (shown.length > 0 && shown.every((kind) => kind === 'amount')) {
      for (const row of rows) {
        const cell = cellsOf(row)[column];
        if (cell) cell.properties.dataColumn = 'amount';
      }
    }
  }
}

function visit(node: HastParent): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') markTable(child);
    else visit(child);
  }
}

/**
 * A rehype plugin, run after sanitising: marks each table cell holding an amount, a date or a dash
 * (`data-cell`, kept on one line) and each cell of a column of amounts (`data-column="amount"`,
 * aligned at the end), so long names wrap while figures stay whole.
 */
export function markTableFigures() {
  return (tree: HastParent) => visit(tree);
}
