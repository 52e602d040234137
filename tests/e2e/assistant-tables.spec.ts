import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';

/**
 * A table in an answer of the Budget AI Assistant drawer, against the real server and the model
 * stand-in (whose balances answer is a five-column table: account, institution, type, balance,
 * available), on a phone and on a wide screen: the amounts are in view or reachable by scrolling
 * the table's own box, which then says so; names wrap between words, figures stay on one line.
 */

const QUESTION_BOX = 'Your question';
// "$1,234.56", "-$12.00", "+$2,500.00 (pending)", "$4,300.20 owed", or nothing known ("—").
const AMOUNT = /^(?:[+-]?\$[\d,]+\.\d\d(?: \(pending\)| owed)?|—)$/;

async function askInDrawer(page: Page, question: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Budget AI Assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'Budget AI Assistant' });
  // On a phone the drawer covers the navbar, and a mouse left where its button was would rest on the
  // drawer's asks counter and open its tooltip; a phone has no pointer resting on the screen.
  if (page.viewportSize()!.width < 768) await page.mouse.move(1, page.viewportSize()!.height - 1);
  await expect(drawer.getByLabel(QUESTION_BOX)).toBeFocused();
  await drawer.getByLabel(QUESTION_BOX).fill(question);
  await drawer.getByLabel(QUESTION_BOX).press('Enter');
  // The answer paired with this ask (`user-<pair>`, `ai-<pair>`), whatever earlier turns the drawer
  // loads meanwhile (the same persona asked before, at the other width).
  const asked = drawer.locator('[data-event-id^="user-"]').filter({ hasText: question }).last();
  await expect(asked).toBeVisible();
  const pair = (await asked.getAttribute('data-event-id'))!.slice('user-'.length);
  const answer = drawer.locator(`[data-event-id="ai-${pair}"]`);
  await expect(answer).toBeVisible();
  return answer;
}

/** The table's columns as the test reads them: header text, and whether every body cell is an amount. */
function columnsOf(table: Locator) {
  return table.evaluate((element: HTMLTableElement) => {
    const headers = Array.from(element.tHead!.rows[0]!.cells).map((cell) => cell.textContent!.trim());
    const bodyRows = Array.from(element.tBodies[0]!.rows);
    return headers.map((header, index) => ({ header, cells: bodyRows.map((row) => row.cells[index]!.textContent!.trim()) }));
  });
}

/** How many whole pixels `inner` sticks out of `outer` on the left and right (0 when inside, to a sub-pixel). */
async function sidewaysOutside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return { left: Math.max(0, Math.round(b!.x - a!.x)), right: Math.max(0, Math.round(a!.x + a!.width - (b!.x + b!.width))) };
}

/**
 * Every word of the cells' text, measured where the browser laid it out: a word split over two
 * lines has two boxes. Cells of `oneLine` columns must also keep all their text on one line.
 */
function brokenText(table: Locator, oneLine: number[]) {
  return table.evaluate((element: HTMLTableElement, oneLineColumns) => {
    const broken: string[] = [];
    // Boxes on one line overlap in height (a dash may sit a pixel lower); a box below them starts a line.
    const lineCount = (range: Range) => {
      let lines = 0;
      let bottom = -Infinity;
      for (const rect of Array.from(range.getClientRects()).filter((box) => box.width > 0).sort((a, b) => a.top - b.top)) {
        if (rect.top >= bottom - 1) lines += 1;
        bottom = Math.max(bottom, rect.bottom);
      }
      return lines;
    };
    for (const row of Array.from(element.rows)) {
      Array.from(row.cells).forEach((cell, column) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent!;
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (lineCount(range) > 1) broken.push(`word "${match[0]}" in "${cell.textContent}"`);
          }
        }
        if (oneLineColumns.includes(column) && row.parentElement!.tagName === 'TBODY') {
          const range = document.createRange();
          range.selectNodeContents(cell);
          if (lineCount(range) > 1) broken.push(`figure "${cell.textContent}" over lines`);
        }
      });
    }
    return broken;
  }, oneLine);
}

test.describe('tables in the assistant drawer', () => {
  test.use({ persona: 'linked' });
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ]) {
    test(`at ${viewport.width} px the balances table's amounts are in view or a visible scroll away, and no name breaks mid-word`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, '/accounts');
      const answer = await askInDrawer(page, 'What are my account balances?');
      const table = answer.getByRole('table');
      await expect(table).toBeVisible();
      const box = answer.getByRole('group', { name: /^Table/ });
      const columns = await columnsOf(table);
      const amountColumns = columns.flatMap((column, index) => (column.cells.length > 0 && column.cells.every((cell) => AMOUNT.test(cell)) ? [index] : []));
      const last = columns.length - 1;
      expect(columns.map((column) => column.header)).toContain('Balance');
      expect(amountColumns).toContain(last);
      const lastHeader = table.locator('th').nth(last);
      const hint = answer.getByText(/Scroll for more/);
      const endShade = answer.locator('[data-edge=end]');
      const startShade = answer.locator('[data-edge=start]');

      // Long names wrap between words; amounts and dates keep to one line.
      expect(await brokenText(table, amountColumns)).toEqual([]);
      const overflows = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
      // Five columns of names and amounts cannot fit a phone's 390 px.
      if (viewport.width === 390) expect(overflows).toBe(true);
      await page.screenshot({ path: `/tmp/drawer-${viewport.width}.png` });
      await expectNoAxeViolations(page);

      if (!overflows) {
        // It fits: no hint, no shade, and the amounts are in view.
        await expect(hint).toHaveCount(0);
        await expect(endShade).not.toHaveAttribute('data-shown');
        expect(await sidewaysOutside(lastHeader, box)).toEqual({ left: 0, right: 0 });
        return;
      }
      // Wider than its box: the hint shows and the cut edge is shaded.
      await expect(hint).toBeVisible();
      await expect(endShade).toHaveAttribute('data-shown');
      await expect(startShade).not.toHaveAttribute('data-shown');
      expect((await sidewaysOutside(lastHeader, box)).right).toBeGreaterThan(0);

      // By keyboard: the box takes focus and the arrow keys bring the last column fully into it.
      await box.focus();
      await expect(box).toBeFocused();
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        expect(await sidewaysOutside(lastHeader, box)).toEqual({ left: 0, right: 0 });
      }).toPass({ timeout: 20_000 });
      for (const column of amountColumns) expect(await sidewaysOutside(table.locator('th').nth(column), box)).toEqual({ left: 0, right: 0 });
      await expect(endShade).not.toHaveAttribute('data-shown');
      await expect(startShade).toHaveAttribute('data-shown');
      await expect(answer.getByText(/Scroll back/)).toBeVisible();
      await page.screenshot({ path: `/tmp/drawer-${viewport.width}-end.png` });
      await expectNoAxeViolations(page);
    });
  }
});
