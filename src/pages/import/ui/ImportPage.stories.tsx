import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type CsvMapping, type ImportCommitRequest } from '@/shared/api';
import { expectNoAxeViolations, expectNoSidewaysScroll, signedInStory } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { BANK_CSV_PREVIEW, DUPLICATES_PREVIEW, importRecord, MANUAL_CHECKING, PAST_IMPORTS, PROBLEMS_PREVIEW, TOO_LARGE_MESSAGE } from '../testing/fixtures';
import { importHandlers } from '../testing/handlers';
import { ImportPage } from './ImportPage';

const withApp: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/import' }).hook}>
    <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
      <Story />
    </div>
    <Toaster />
  </Router>
);

const meta = {
  title: 'Accounts/Import page',
  component: ImportPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInStory(() => toaster.remove()),
} satisfies Meta<typeof ImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const csvFile = () => new File(['Date,Description,Amount\n03/01/2024,Blue Bottle Coffee,-6.50\n'], 'checking-march.csv', { type: 'text/csv' });
/** A drag event as the browser sends it, carrying `file` (fireEvent would copy the DataTransfer into an empty one). */
function drag(target: Element, type: 'dragenter' | 'drop', file: File): void {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}
const upload = async (canvasElement: HTMLElement) => userEvent.upload(within(canvasElement).getByLabelText('Choose a file'), csvFile());

/** Nothing chosen yet, no imports and no manual accounts: the drop zone and two empty lists. */
export const EmptyUpload: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ imports: [], manualAccounts: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Import' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Choose a file')).toHaveAttribute('type', 'file');
    // The keyboard reaches the picker: the first stop on the page.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Choose a file')).toHaveFocus();
    await expect(await canvas.findByText('Files you import show here, with a way to undo each.')).toBeInTheDocument();
    await expect(await canvas.findByText(/No manual accounts yet/)).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The same at 390 px: nothing sticks out sideways, and axe finds nothing. */
export const EmptyUploadOnPhone: Story = {
  ...EmptyUpload,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await within(canvasElement).findByText(/No manual accounts yet/);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A file dragged over the zone: it says to drop it. */
export const DraggingOver: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/or drag it here/).parentElement!;
    drag(zone, 'dragenter', csvFile());
    await expect(await canvas.findByText('Drop the file to read it')).toBeInTheDocument();
  },
};

/** A file dropped on the zone is read like a chosen one. */
export const DroppedFile: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/or drag it here/).parentElement!;
    drag(zone, 'dragenter', csvFile());
    drag(zone, 'drop', csvFile());
    await expect(await canvas.findByRole('heading', { name: 'Preview: checking-march.csv' })).toBeInTheDocument();
  },
};

/** The file is on its way to the server: the zone says which file is being read. */
export const Previewing: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    await expect(await within(canvasElement).findByRole('status', { name: '' })).toHaveTextContent('Reading checking-march.csv…');
  },
};

/** A bank's CSV read: format, encoding, counts, the first rows as they will be stored, and where they go. */
export const Previewed: Story = {
  args: { initialState: { step: 'preview', file: csvFile(), preview: BANK_CSV_PREVIEW } },
  beforeEach({ msw }) {
    msw.use(...importHandlers({ imports: PAST_IMPORTS }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview: checking-march.csv' }));
    await expect(preview.getByText('CSV')).toBeInTheDocument();
    await expect(preview.getByText('UTF-8')).toBeInTheDocument();
    await expect(preview.getByText('5 new')).toBeInTheDocument();
    const rows = within(preview.getByRole('table', { name: /First rows, as they will be stored/ })).getAllByRole('row');
    await expect(rows).toHaveLength(BANK_CSV_PREVIEW.rows.length + 1);
    await expect(rows[2]).toHaveTextContent('Payroll ACME Corp');
    await expect(rows[2]).toHaveTextContent('+$2,450.00 in');
    await expect(await preview.findByRole('radio', { name: /Credit union checking/ })).toBeInTheDocument();
    // A linked account can take the file's rows too (its history from before the link, say).
    await expect(await preview.findByRole('radio', { name: 'Platypus Everyday Checking · First Platypus Bank ··0001 · $4,286.17' })).toBeInTheDocument();
    await expect(preview.getByRole('radio', { name: 'A new account' })).toBeChecked();
    await expect(preview.getByLabelText('New account name')).toHaveValue('checking-march');
    await expect(preview.getByRole('button', { name: 'Import 5 rows' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Undo import of statement-2024-03.ofx' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The preview at 390 px: the rows' table scrolls inside its card, the page does not scroll sideways. */
export const PreviewedOnPhone: Story = {
  ...Previewed,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await within(canvasElement).findByRole('radio', { name: /Credit union checking/ });
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Rows the server could not read are listed by line and column; the rest can still be imported. */
export const PreviewWithProblems: Story = {
  args: { initialState: { step: 'preview', file: csvFile(), preview: PROBLEMS_PREVIEW } },
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const problems = within(within(canvasElement).getByRole('region', { name: 'Problems in the file' }));
    await expect(problems.getByText(/These rows will be left out/)).toBeInTheDocument();
    await expect(problems.getAllByRole('listitem')[0]).toHaveTextContent('Line 7, column 1: "31/02/2024" is not a date');
    await expect(problems.getAllByRole('listitem')[1]).toHaveTextContent('Line 9, column 3: "12,34,5" is not an amount.');
    await expectNoAxeViolations(canvasElement);
  },
};

/** The CSV's mapping, being edited: amounts in two columns ask for both columns before the file is read again. */
export const CsvMappingEditor: Story = {
  args: { initialState: { step: 'preview', file: csvFile(), preview: BANK_CSV_PREVIEW } },
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const mapping = within(within(canvasElement).getByRole('region', { name: 'How the file is read' }));
    await expect(mapping.getByLabelText('Exported from')).toHaveDisplayValue('A bank’s CSV');
    await expect(mapping.getByLabelText('Date format')).toHaveDisplayValue('Month/day/year (03/14/2024)');
    await expect(mapping.getByLabelText('Amount column')).toHaveDisplayValue('Column 3: Amount');
    await userEvent.selectOptions(mapping.getByLabelText('Amounts'), 'out-in-columns');
    await expect(mapping.getByLabelText('Money out column')).toHaveDisplayValue('Choose a column');
    await expect(mapping.getByRole('button', { name: 'Read the file again' })).toBeDisabled();
    await expect(mapping.getByText('Choose a column for money out and money in first.')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

let sentMapping: CsvMapping | null = null;

/** An edited mapping is sent with the file, and the preview comes back read with it. */
export const CsvMappingReadAgain: Story = {
  args: { initialState: { step: 'preview', file: csvFile(), preview: BANK_CSV_PREVIEW } },
  beforeEach({ msw }) {
    sentMapping = null;
    msw.use(...importHandlers({ onPreview: ({ mapping }) => (sentMapping = mapping) }));
  },
  play: async ({ canvasElement }) => {
    const mapping = within(within(canvasElement).getByRole('region', { name: 'How the file is read' }));
    await userEvent.selectOptions(mapping.getByLabelText('Date format'), 'DD/MM/YYYY');
    await userEvent.selectOptions(mapping.getByLabelText('Decimal separator'), ',');
    await userEvent.selectOptions(mapping.getByLabelText('Description column (optional)'), '4');
    await userEvent.click(mapping.getByRole('button', { name: 'Read the file again' }));
    await waitFor(() => expect(sentMapping).not.toBeNull());
    await expect(sentMapping).toEqual({ ...BANK_CSV_PREVIEW.csv!.mapping, date_format: 'DD/MM/YYYY', decimal_separator: ',', columns: { date: 0, name: 4, amount: 2, category: 3 } });
    const again = within(await within(canvasElement).findByRole('region', { name: 'How the file is read' }));
    await waitFor(() => expect(again.getByLabelText('Date format')).toHaveDisplayValue('Day/month/year (14/03/2024)'));
  },
};

/** Read against an account that already holds some of its rows: the likely duplicates are marked and skipped by default. */
export const Duplicates: Story = {
  args: { initialState: { step: 'preview', file: csvFile(), preview: DUPLICATES_PREVIEW } },
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: DUPLICATES_PREVIEW }));
  },
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByRole('region', { name: 'Preview: statement-2024-03.ofx' }));
    await expect(preview.getByText('1,284 new, 12 likely duplicates')).toBeInTheDocument();
    await expect(preview.getAllByText('Likely duplicate')).toHaveLength(2);
    await expect(preview.getByText('Everyday Checking')).toBeInTheDocument();
    await expect(preview.getByText('The first 5 of 1,296 rows')).toBeInTheDocument();
    await expect(await preview.findByRole('radio', { name: /Credit union checking/ })).toBeChecked();
    await expect(preview.getByRole('switch', { name: 'Skip likely duplicates' })).toBeChecked();
    await expect(preview.getByRole('button', { name: 'Import 1,284 rows' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

let committed: ImportCommitRequest | null = null;

/** Keeping the duplicates imports every row; the commit says so. */
export const KeepDuplicates: Story = {
  args: Duplicates.args,
  beforeEach({ msw }) {
    committed = null;
    msw.use(...importHandlers({ preview: DUPLICATES_PREVIEW, onCommit: (body) => (committed = body) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /Credit union checking/ });
    await userEvent.click(canvas.getByRole('switch', { name: 'Skip likely duplicates' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,296 rows' }));
    await waitFor(() => expect(committed).toEqual({ account_id: MANUAL_CHECKING.account_id, skip_duplicates: false }));
    await expect(await canvas.findByText('1,296 added')).toBeInTheDocument();
  },
};

/** A large import stored by the background job: a progress bar while its status is `running`. */
export const Committing: Story = {
  args: { initialState: { step: 'committing', file: csvFile(), preview: DUPLICATES_PREVIEW, record: importRecord(DUPLICATES_PREVIEW, { status: 'running', added: 0, duplicates_skipped: 0 }) } },
  beforeEach({ msw }) {
    msw.use(...importHandlers({ commit: 'running' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Storing your transactions' })).toBeInTheDocument();
    await expect(canvas.getByText(/1,296 rows are being stored/)).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A running import is polled until it is stored, then its result shows. */
export const LargeImportFinishes: Story = {
  args: Duplicates.args,
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: DUPLICATES_PREVIEW, commit: 'running', runningPolls: 1 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /Credit union checking/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,284 rows' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Storing your transactions' })).toBeInTheDocument();
    await expect(await canvas.findByText('1,284 added, 12 duplicates skipped', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** The import is stored: what it did, a link to its rows, Undo. */
export const Result: Story = {
  args: { initialState: { step: 'done', preview: DUPLICATES_PREVIEW, record: importRecord(DUPLICATES_PREVIEW) } },
  beforeEach({ msw }) {
    msw.use(...importHandlers({ imports: PAST_IMPORTS }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = within(canvas.getByRole('region', { name: 'Import finished' }));
    await expect(result.getByRole('status')).toHaveTextContent('1,284 added, 12 duplicates skipped');
    await expect(result.getByRole('link', { name: 'See them in Transactions' })).toHaveAttribute('href', '/transactions?account=man_checking');
    await expect(result.getByRole('button', { name: 'Undo this import' })).toBeEnabled();
    await canvas.findByRole('button', { name: 'Undo import of statement-2024-03.ofx' });
    await expectNoAxeViolations(canvasElement);
  },
};

/** A whole file previewed links to its rows' exact dates. */
export const ResultOfSmallFile: Story = {
  args: { initialState: { step: 'done', preview: BANK_CSV_PREVIEW, record: importRecord(BANK_CSV_PREVIEW) } },
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '' })).toHaveTextContent('5 added');
    await expect(within(canvasElement).getByRole('link', { name: 'See them in Transactions' })).toHaveAttribute('href', '/transactions?start_date=2024-03-01&end_date=2024-03-08&account=man_checking');
  },
};

/** Undo removes the import's rows and says how many. */
export const Undone: Story = {
  args: Result.args,
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: DUPLICATES_PREVIEW }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo this import' }));
    await expect(await canvas.findByText('Import undone: 1,284 transactions removed.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'See them in Transactions' })).toBeNull();
  },
};

/** A file the server cannot read: why, by line and column, and the mapping to fix it with. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: 'rejected' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText("We couldn't read this file")).toBeInTheDocument();
    await expect(alert.getByText(/Line 2: "Mar 1st" is not a date/)).toBeInTheDocument();
    await expect(alert.getAllByRole('listitem')[0]).toHaveTextContent('Line 2, column 1: "Mar 1st" is not a date.');
    await expect(canvas.getByRole('region', { name: 'How the file is read' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Choose a file')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A file over 20 MB: the server's 413, in words. */
export const TooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: 'tooLarge' }));
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('This file is too large')).toBeInTheDocument();
    await expect(alert.getByText(TOO_LARGE_MESSAGE)).toBeInTheDocument();
  },
};

/** The server failed: nothing was stored, and the same file can be tried again. */
export const PreviewFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ preview: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Something went wrong')).toBeInTheDocument();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Past imports, newest first, each with Undo; the manual accounts with their balances. */
export const WithHistory: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ imports: PAST_IMPORTS }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const past = within(await canvas.findByRole('table', { name: 'Past imports' }));
    await expect(past.getAllByRole('row')).toHaveLength(3);
    await expect(past.getAllByRole('row')[1]).toHaveTextContent('1,284 added, 12 duplicates skipped');
    const manual = within(canvas.getByRole('region', { name: 'Manual accounts' }));
    await expect(await manual.findByText('$3,468.31')).toBeInTheDocument();
    await expect(manual.getByRole('button', { name: 'Remove Cash wallet' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The lists could not be loaded: each says so, with Try again. */
export const ListsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ imports: 'failed', manualAccounts: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't load your past imports.")).toBeInTheDocument();
    await expect(await canvas.findByText("We couldn't load your manual accounts.")).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** The lists on their way: placeholders, and no "nothing yet" said too early. */
export const ListsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ imports: 'loading', manualAccounts: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Past imports' })).toBeInTheDocument();
    await expect(canvas.queryByText('Files you import show here, with a way to undo each.')).toBeNull();
    await expect(canvas.queryByText(/No manual accounts yet/)).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};
