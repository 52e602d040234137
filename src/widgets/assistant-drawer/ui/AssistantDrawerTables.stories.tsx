import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { MARKDOWN_ANSWER, resetAssistantForTesting } from '@/entities/assistant/testing';
import type { ChatMessage } from '@/shared/api';
import { expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { DrawerStage, openWith } from './story-setup';

/** An answer whose table is wider than the drawer: long account names, a date and an amount column. */
const WIDE_TABLE_ANSWER = [
  'Your accounts as of their last update:',
  '',
  '| Account | Institution | Updated | Balance |',
  '| --- | --- | --- | --- |',
  '| First Platypus Bank Everyday Checking ••2900 | First Platypus Bank | 2026-11-24 | $4,218.55 |',
  '| First Platypus Bank High-Yield Savings ••6875 | First Platypus Bank | 2026-11-24 | $18,904.12 |',
  '| Tartan Credit Union Platinum Mastercard ••1187 | Tartan Credit Union | 2026-11-23 | -$1,032.40 |',
].join('\n');

const message = (eventId: string, text: string, isUserInput: boolean, createdDate: string): ChatMessage => ({
  event_id: eventId,
  message: text,
  is_user_input: isUserInput,
  created_date: createdDate,
  is_bookmarked: false,
  is_correct: null,
});

/** Two answers: a narrow table that fits, then the wide one, newest last. */
const TABLES_PAGE: ChatMessage[] = [
  message('user-4a1b2c3d4e5f60718293a4b5c6d7e8f9', 'What was my spending summary for October 2026?', true, '2026-11-24T15:02:00.000Z'),
  message('ai-4a1b2c3d4e5f60718293a4b5c6d7e8f9', MARKDOWN_ANSWER, false, '2026-11-24T15:02:04.000Z'),
  message('user-5a1b2c3d4e5f60718293a4b5c6d7e8f9', 'What are my account balances?', true, '2026-11-25T09:30:00.000Z'),
  message('ai-5a1b2c3d4e5f60718293a4b5c6d7e8f9', WIDE_TABLE_ANSWER, false, '2026-11-25T09:30:04.000Z'),
];

const meta = {
  title: 'Assistant/Drawer Tables',
  component: DrawerStage,
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach({ msw }) {
    resetAssistantForTesting();
    openWith(msw);
    // Put before the sample's handlers, so the newest page is these two answers.
    msw.use(http.post('*/api/chat/history', () => HttpResponse.json({ messages: TABLES_PAGE, has_more: false })));
    return resetAssistantForTesting;
  },
} satisfies Meta<typeof DrawerStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answerOf = (canvasElement: HTMLElement, pairId: string) => canvasElement.ownerDocument.body.querySelector<HTMLElement>(`[data-event-id="ai-${pairId}"]`);

/** The wide answer's table box, the narrow answer's, and the wide one's hint, once the page has landed. */
async function tablesShown(canvasElement: HTMLElement) {
  const wide = await waitFor(() => within(answerOf(canvasElement, '5a1b2c3d4e5f60718293a4b5c6d7e8f9')!).getByRole('group', { name: 'Table, scrolls sideways' }));
  const narrow = within(answerOf(canvasElement, '4a1b2c3d4e5f60718293a4b5c6d7e8f9')!).getByRole('group', { name: 'Table' });
  return { wide, narrow };
}

/** Cells break lines only between words (the e2e measures the words where they were laid out). */
function expectBreaksOnlyBetweenWords(box: HTMLElement) {
  for (const cell of box.querySelectorAll<HTMLElement>('td, th')) {
    expect(getComputedStyle(cell).wordBreak).toBe('normal');
    expect(getComputedStyle(cell).overflowWrap).toBe('normal');
  }
}

/**
 * At 390 px: the wide table scrolls in its box, its cut edge shaded and "Scroll for more" under it;
 * the long account names wrap between words and the dates and amounts stay on one line. The
 * narrow table fits, with no hint.
 */
export const WideTableOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { wide, narrow } = await tablesShown(canvasElement);
    const answer = within(answerOf(canvasElement, '5a1b2c3d4e5f60718293a4b5c6d7e8f9')!);
    await expect(wide.scrollWidth).toBeGreaterThan(wide.clientWidth);
    await expect(answer.getByText(/^Scroll for more/)).toBeVisible();
    await expect(wide.parentElement!.querySelector('[data-edge=end]')).toHaveAttribute('data-shown');
    await expect(wide.parentElement!.querySelector('[data-edge=start]')).not.toHaveAttribute('data-shown');
    expectBreaksOnlyBetweenWords(wide);
    for (const figure of within(wide).getAllByText(/^(?:-?\$[\d,]+\.\d\d|\d{4}-\d{2}-\d{2})$/)) await expect(getComputedStyle(figure).whiteSpace).toBe('nowrap');
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(narrow.clientWidth);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement.ownerDocument.body.querySelector<HTMLElement>('[data-assistant-drawer]')!);
  },
};

/** At 1400 px the drawer is a 440 px panel: the wide table still scrolls, with its shade and hint; the narrow one fits. */
export const WideTableOnWideScreen: Story = {
  play: async ({ canvasElement }) => {
    const { wide, narrow } = await tablesShown(canvasElement);
    await expect(wide.scrollWidth).toBeGreaterThan(wide.clientWidth);
    await expect(within(answerOf(canvasElement, '5a1b2c3d4e5f60718293a4b5c6d7e8f9')!).getByText(/^Scroll for more/)).toBeVisible();
    expectBreaksOnlyBetweenWords(wide);
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(narrow.clientWidth);
    await expect(within(answerOf(canvasElement, '4a1b2c3d4e5f60718293a4b5c6d7e8f9')!).queryByText(/Scroll for more/)).not.toBeInTheDocument();
    await expectNoAxeViolations(canvasElement.ownerDocument.body.querySelector<HTMLElement>('[data-assistant-drawer]')!);
  },
};
