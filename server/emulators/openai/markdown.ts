/** The little markdown answers use: links on figures, and tables. */

/** A figure linked to the rows behind it (plain when the tool gave no link). */
export const linked = (text: string, link: string | null | undefined): string => (link ? `[${text}](${link})` : text);

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, headers.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

/** "1 transaction", "3 transactions": the count stays a bare integer next to its noun, as the grounding check reads it. */
export const counted = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;
