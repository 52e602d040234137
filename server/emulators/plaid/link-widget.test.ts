// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, queryByRole, waitFor, within } from '@testing-library/dom';
import { CountryCode, Products } from 'plaid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, tempDataDir, type RunningEmulator } from './test-support.ts';

/** The widget script as the emulator serves it, run in this DOM. */
let script: string;
const data = tempDataDir();
let emu: RunningEmulator;

interface Handler {
  open(): void;
  exit(options?: { force?: boolean }): void;
  destroy(): void;
  submit(data: unknown): void;
}
type PlaidGlobal = { create(config: Record<string, unknown>): Handler };
const plaidGlobal = () => (window as unknown as { Plaid: PlaidGlobal }).Plaid;

beforeAll(async () => {
  emu = await startEmulator({ dataDir: data.dir });
  script = (await emu.app.inject({ method: 'GET', url: '/plaid/link/link-initialize.js' })).body;
  new Function(script)();
});

afterAll(async () => {
  await emu?.close();
  data.remove();
});

afterEach(() => {
  document.body.replaceChildren();
});

async function linkToken(accessToken?: string, accountSelection = false): Promise<string> {
  const response = await emu.plaid.linkTokenCreate({
    client_name: 'Ledgerline',
    language: 'en',
    country_codes: [CountryCode.Us],
    user: { client_user_id: 'widget-user' },
    ...(accessToken ? { access_token: accessToken, update: { account_selection_enabled: accountSelection } } : { products: [Products.Transactions] }),
  });
  return response.data.link_token;
}

/** Plaid.create with spies, resolved once onLoad fired. */
async function createLink(token: string) {
  const onSuccess = vi.fn();
  const onExit = vi.fn();
  const onEvent = vi.fn();
  let loaded!: () => void;
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const handler = plaidGlobal().create({ token, onSuccess, onExit, onEvent, onLoad: () => loaded() });
  await ready;
  const events = () => onEvent.mock.calls.map(([name]) => name as string);
  return { handler, onSuccess, onExit, onEvent, events };
}

const dialog = () => getByRole(document.body, 'dialog', { name: 'Ledgerline uses Plaid (emulated) to link your bank' });
const heading = (name: string) => waitFor(() => getByRole(dialog(), 'heading', { name }));

function type(label: string, value: string) {
  fireEvent.input(getByLabelText(dialog(), label), { target: { value } });
}

describe('the Link widget script', () => {
  it('marks Plaid\'s CDN script as present for react-plaid-link', () => {
    const placeholder = document.head.querySelector('script[src="https://cdn.plaid.com/link/v2/stable/link-initialize.js"]');
    expect(placeholder?.getAttribute('type')).toBe('text/plain');
    expect(typeof plaidGlobal().create).toBe('function');
  });

  it('links an institution: search, credentials (a wrong password first), account selection, success', async () => {
    const { handler, onSuccess, onExit, onEvent, events } = await createLink(await linkToken());
    handler.open();
    const modal = dialog();
    expect(modal.getAttribute('aria-modal')).toBe('true');
    await heading('Select your institution');
    expect(document.activeElement).toBe(getByLabelText(modal, 'Search institutions'));

    type('Search institutions', 'tart');
    const institutions = within(modal).getAllByRole('button').filter((b) => b.textContent !== '\u00d7');
    expect(institutions.map((b) => b.textContent)).toEqual(['Tartan Credit Union']);
    fireEvent.click(getByRole(modal, 'button', { name: 'Tartan Credit Union' }));
    await heading('Log in to Tartan Credit Union');
    expect(within(dialog()).getByText('Sandbox: user_good / pass_good, or user_mfa for a code')).toBeTruthy();

    type('Username', 'user_good');
    type('Password', 'wrong');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Submit' }));
    const alert = await waitFor(() => getByRole(dialog(), 'alert'));
    expect(alert.textContent).toBe('The credentials you provided were incorrect. Please try again.');
    const errorEvent = onEvent.mock.calls.find(([name]) => name === 'ERROR')!;
    expect(errorEvent[1]).toMatchObject({ error_code: 'INVALID_CREDENTIALS', error_message: 'the provided credentials were not correct', institution_name: 'Tartan Credit Union' });

    type('Password', 'pass_good');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Submit' }));
    await heading('Select accounts');
    const boxes = within(dialog()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((b) => b.checked)).toBe(true);
    fireEvent.click(getByRole(dialog(), 'checkbox', { name: 'Tartan Auto Loan' }));
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Continue' }));
    await heading('Success');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Continue' }));

    expect(queryByRole(document.body, 'dialog')).toBeNull();
    expect(onExit).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const [publicToken, metadata] = onSuccess.mock.calls[0]!;
    expect(publicToken).toMatch(/^public-sandbox-/);
    expect(metadata).toMatchObject({
      institution: { name: 'Tartan Credit Union', institution_id: expect.stringMatching(/^ins_\d{6}$/) },
      link_session_id: expect.any(String),
      transfer_status: null,
      public_token: publicToken,
    });
    expect(metadata.accounts.map((a: { name: string }) => a.name)).toEqual(['Tartan Share Draft Checking', 'Tartan Share Savings', 'Tartan Platinum Mastercard']);
    expect(metadata.accounts[2]).toMatchObject({ type: 'credit', subtype: 'credit card', verification_status: null });
    expect(events()).toEqual(expect.arrayContaining(['OPEN', 'SEARCH_INSTITUTION', 'SELECT_INSTITUTION', 'SUBMIT_CREDENTIALS', 'ERROR', 'TRANSITION_VIEW', 'HANDOFF']));
    expect(events().at(-1)).toBe('HANDOFF');

    const exchanged = (await emu.plaid.itemPublicTokenExchange({ public_token: publicToken })).data;
    expect((await emu.plaid.accountsGet({ access_token: exchanged.access_token })).data.accounts).toHaveLength(3);
  });

  it('asks user_mfa for a code; Escape exits with the last error and where the user was', async () => {
    const { handler, onExit, events } = await createLink(await linkToken());
    handler.open();
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Houndstooth Savings' }));
    await heading('Log in to Houndstooth Savings');
    type('Username', 'user_mfa');
    type('Password', 'pass_good');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Submit' }));
    await heading('Enter your code');
    type('Code', '9999');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Submit' }));
    const alert = await waitFor(() => getByRole(dialog(), 'alert'));
    expect(alert.textContent).toBe('The provided MFA responses were not correct. Please try again.');

    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(queryByRole(document.body, 'dialog')).toBeNull();
    expect(onExit).toHaveBeenCalledTimes(1);
    const [error, metadata] = onExit.mock.calls[0]!;
    expect(error).toEqual({
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_MFA',
      error_message: 'the provided MFA response(s) were not correct',
      display_message: 'The provided MFA responses were not correct. Please try again.',
    });
    expect(metadata).toMatchObject({ status: 'requires_code', institution: { name: 'Houndstooth Savings' }, link_session_id: expect.any(String), request_id: expect.any(String) });
    expect(events().slice(-1)).toEqual(['EXIT']);
  });

  it('closes without error from the credentials step with status requires_credentials', async () => {
    const { handler, onExit } = await createLink(await linkToken());
    handler.open();
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Paisley Financial' }));
    await heading('Log in to Paisley Financial');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Close' }));
    expect(onExit).toHaveBeenCalledWith(null, expect.objectContaining({ status: 'requires_credentials', institution: expect.objectContaining({ name: 'Paisley Financial' }) }));
  });

  it('exits with INVALID_LINK_TOKEN when opened with an unknown token', async () => {
    const { handler, onExit, events } = await createLink('link-sandbox-00000000-0000-0000-0000-000000000000');
    handler.open();
    expect(queryByRole(document.body, 'dialog')).toBeNull();
    expect(onExit).toHaveBeenCalledWith(
      { error_type: 'INVALID_INPUT', error_code: 'INVALID_LINK_TOKEN', error_message: 'invalid link_token provided', display_message: null },
      expect.objectContaining({ status: null, institution: null }),
    );
    expect(events()).toEqual(['OPEN', 'ERROR', 'EXIT']);
  });

  it('runs update mode on the item\'s institution with its accounts to re-select', async () => {
    const institution = emu.emulator.institutions.find((i) => i.name === 'Gingham National')!;
    const { public_token } = (await emu.plaid.sandboxPublicTokenCreate({ institution_id: institution.institution_id, initial_products: [Products.Transactions] })).data;
    const { access_token } = (await emu.plaid.itemPublicTokenExchange({ public_token })).data;
    await emu.plaid.sandboxItemResetLogin({ access_token });
    // (app.inject: this file's fetch is the DOM's, bound by CORS like a page's)
    await emu.app.inject({
      method: 'POST',
      url: '/plaid/sandbox/item/add_account',
      payload: JSON.stringify({ client_id: 'ledgerline-local', secret: 'local-plaid-secret', access_token, type: 'depository', subtype: 'savings', name: 'Gingham Holiday Savings', shared: false }),
    });

    const { handler, onSuccess } = await createLink(await linkToken(access_token, true));
    handler.open();
    await heading('Log in to Gingham National');
    expect(queryByRole(dialog(), 'button', { name: 'Back' })).toBeNull();
    type('Username', 'user_good');
    type('Password', 'pass_good');
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Submit' }));
    await heading('Select accounts');
    const added = getByRole(dialog(), 'checkbox', { name: 'Gingham Holiday Savings' }) as HTMLInputElement;
    expect(added.checked).toBe(false);
    expect(document.getElementById(added.getAttribute('aria-describedby')!)?.textContent).toContain('New');
    fireEvent.click(added);
    fireEvent.click(getByRole(dialog(), 'button', { name: 'Continue' }));
    await heading('Success');
    fireEvent.keyDown(dialog(), { key: 'Escape' });

    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]![1].accounts.map((a: { name: string }) => a.name)).toContain('Gingham Holiday Savings');
    const accounts = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    expect(accounts.map((a) => a.name)).toContain('Gingham Holiday Savings');
  });

  it('keeps focus inside the dialog and supports exit() and destroy() as react-plaid-link calls them', async () => {
    const { handler, onExit } = await createLink(await linkToken());
    handler.open();
    const modal = dialog();
    const close = getByRole(modal, 'button', { name: 'Close' });
    const last = within(modal).getAllByRole('button').at(-1)!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    handler.exit({ force: true });
    expect(onExit).toHaveBeenCalledWith(null, expect.objectContaining({ status: null }));
    handler.destroy();
    handler.open();
    expect(queryByRole(document.body, 'dialog')).toBeNull();
  });
});
