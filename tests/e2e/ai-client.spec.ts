import { StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { expect } from '@playwright/test';
import { AI_CLIENT_NAME, aiClient, MemoryOAuthClient, REDIRECT_URL } from '../../server/test/mcp-client';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { lastMonth, money, rawRows, readmeFigures, waitForSyncedMonth } from './fixtures/readme-money';

/**
 * Issue 27's "done when", on the real server, database and emulators: an MCP client with nothing
 * but the server's URL discovers where to sign in, registers, has the person sign in and allow it in
 * a real browser (PKCE), and answers "what did I spend on groceries last month" with the figure this
 * test works out from the raw rows; Settings lists it, and revoking it there ends its access.
 */

// Its own subscriber with a bank: the AI client it connects is revoked at the end.
test.use({ persona: 'linked', ownPersona: true });

const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';

interface SpendingSummary {
  spent: string;
  link: string;
  groups: { name: string; spent: string; link: string }[];
}

test('an AI client signs in with the URL alone, answers groceries last month with the figure of the raw rows, is listed in Settings and revoked there', async ({ page, baseURL }) => {
  // A sign-up, checkout and bank sync for the persona, then an OAuth dance and a few calls, on a busy 2-core machine.
  test.setTimeout(180_000);
  const mcpUrl = new URL('/mcp', baseURL);
  const oauth = new MemoryOAuthClient();

  // Nothing but the URL: the first call is refused, and the client finds and registers with the identity provider.
  await expect(aiClient().connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth }))).rejects.toBeInstanceOf(UnauthorizedError);
  const authorizationUrl = oauth.authorizationUrl!;
  expect(authorizationUrl.searchParams.get('resource')).toBe(mcpUrl.href);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');

  // The person, already signed in to Ledgerline in this browser, allows it; the redirect goes to the client's own address.
  // The request is read as the browser makes it (a route sees only the first request of a redirect chain).
  await page.route(`${new URL(REDIRECT_URL).origin}/**`, (route) => route.fulfill({ contentType: 'text/plain', body: 'You can close this window.' }));
  await page.goto(authorizationUrl.href);
  await expect(page.getByRole('heading', { name: 'Allow “Test AI Client” to read your Ledgerline data?' })).toBeVisible();
  await expectNoAxeViolations(page);
  const redirected = page.waitForRequest((request) => request.url().startsWith(REDIRECT_URL));
  await page.getByRole('button', { name: 'Allow' }).click();
  const callback = new URL((await redirected).url());
  expect(callback.searchParams.get('code')).toBeTruthy();

  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth });
  await transport.finishAuth(callback.searchParams);
  const client = aiClient();
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth }));

  // "What did I spend on groceries last month?": the figure, against the README's rules applied here to every raw row.
  await openSignedIn(page, '/settings');
  const month = lastMonth();
  await waitForSyncedMonth(page, month);
  const expected = readmeFigures(await rawRows(page, month.start, month.end), month).byDetailed.get(GROCERIES) ?? 0;
  expect(expected, 'the bank has groceries last month').toBeGreaterThan(0);
  const result = await client.callTool({ name: 'spending_summary', arguments: { start_date: month.start, end_date: month.end, group_by: 'category', categories: [GROCERIES] } });
  expect(result.isError).toBeFalsy();
  const summary = result.structuredContent as unknown as SpendingSummary;
  expect(summary.spent).toBe(money(expected));
  // Its link opens exactly those rows in the app.
  expect(summary.link.startsWith(`${baseURL}/transactions?`)).toBe(true);
  await page.goto(summary.link);
  await expect(page.getByTestId('totals-count')).toBeVisible();

  // Settings lists the client by the name it gave, with the call it made; the page passes axe with it at both widths.
  await openSignedIn(page, '/settings');
  const clients = page.getByRole('list', { name: 'AI clients' });
  const row = clients.getByRole('listitem').filter({ has: page.getByRole('heading', { name: AI_CLIENT_NAME }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('definition').last()).toHaveText('1');
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }

  // Revoked by keyboard alone: it leaves the list, and the client can read nothing more.
  await row.getByRole('button', { name: `Revoke ${AI_CLIENT_NAME}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${AI_CLIENT_NAME} can no longer read your data.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(client.callTool({ name: 'spending_summary', arguments: { start_date: month.start, end_date: month.end, group_by: 'category' } })).rejects.toThrow();
  await client.close();
});
