import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isAssistantOpen, isClearing } from '@/entities/assistant';
import { EXHAUSTED_QUOTA, recordChatCalls, resetAssistantForTesting, type ChatCalls } from '@/entities/assistant/testing';
import { ASKS_QUOTA_HINT, LOAD_PREVIOUS_FAILED, MISSING_AI_TEXT, MISSING_AI_TEXT_RETRY_SUFFIX, QUOTA_EXHAUSTED, SOMETHING_WENT_WRONG } from '@/shared/config';
import { animationsSettled, expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { DrawerStage, openWith } from './story-setup';

const meta = {
  title: 'Assistant/Drawer',
  component: DrawerStage,
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: () => {
    resetAssistantForTesting();
    return resetAssistantForTesting;
  },
} satisfies Meta<typeof DrawerStage>;

export default meta;
type Story = StoryObj<typeof meta>;

let calls: ChatCalls = recordChatCalls();

/** Opens the drawer over these answers with a fresh record of the chat calls the story makes. */
function openRecording(msw: Parameters<typeof openWith>[0], answers?: Parameters<typeof openWith>[1]) {
  calls = recordChatCalls();
  openWith(msw, answers, calls);
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findDrawer = async (canvasElement: HTMLElement) => {
  const drawer = await page(canvasElement).findByRole('dialog', { name: 'Budget AI Assistant' });
  return { drawer, inDrawer: within(drawer) };
};
const questionBox = (drawer: HTMLElement) => within(drawer).getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
const conversation = (drawer: HTMLElement) => within(within(drawer).getByRole('region', { name: 'Conversation' }));
const SUMMARY_PAIR = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const LAST_TRANSACTION_PAIR = '1a1b2c3d4e5f60718293a4b5c6d7e8f9';
/** One message of the conversation, by its event id. */
const messageItem = (drawer: HTMLElement, eventId: string) => within(drawer.querySelector(`[data-event-id="${eventId}"]`) as HTMLElement);
/** Opens the menu of a question and waits for its opening animation to end. */
async function openMessageMenu(drawer: HTMLElement, eventId: string) {
  await userEvent.click(messageItem(drawer, eventId).getByRole('button', { name: 'Message actions' }));
  const menu = await within(drawer.ownerDocument.body).findByRole('menu');
  await animationsSettled(menu);
  return menu;
}
/**
 * Chooses a menu item the way a mouse does: over it, then a click. The move carries real
 * coordinates: Ark counts a pointer move that goes nowhere (user-event's default 0, 0) as no move.
 */
async function choose(menu: HTMLElement, name: string) {
  const item = within(menu).getByRole('menuitem', { name });
  const box = item.getBoundingClientRect();
  await userEvent.pointer({ target: item, coords: { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 } });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await userEvent.click(item);
}
/** The newest page has landed (the welcome panel's asks share the sample's questions). */
const historyShown = (drawer: HTMLElement) => within(drawer).findAllByRole('button', { name: 'Message actions' });

/** An empty history: the welcome panel with its advice and three asks, the question box focused. */
export const Welcome: Story = {
  beforeEach({ msw }) {
    openRecording(msw, { newest: 'empty' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await expect(await inDrawer.findByRole('heading', { name: 'Ask about your money' })).toBeVisible();
    await expect(inDrawer.getByText(/Be specific, and give a date range: the last three months, a specific date, a year or a month/)).toBeVisible();
    const asks = within(inDrawer.getByRole('list')).getAllByRole('button');
    await expect(asks.map((ask) => ask.textContent)).toEqual([expect.stringMatching(/^What was my spending summary for [A-Z][a-z]+ \d{4}\?$/), 'What was my last transaction?', 'How much did I spend at Starbucks last month?']);
    await waitFor(() => expect(inDrawer.getByRole('button', { name: 'Asks: 12/100' })).toBeVisible());
    await waitFor(() => expect(calls.history).toEqual([{ id: 'array_is_empty', bookmark_filter_on: false }]));
    await waitFor(() => expect(questionBox(drawer)).toHaveFocus());
    await expectNoAxeViolations(drawer);
  },
};

/** From the welcome panel one click sends an ask and its answer shows; Escape then closes the drawer and focus goes back to the button. */
export const WelcomeAskedThenClosed: Story = {
  ...Welcome,
  play: async (context) => {
    await Welcome.play!(context);
    const { canvasElement } = context;
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await userEvent.click(inDrawer.getByRole('button', { name: 'What was my last transaction?' }));
    await expect(await conversation(drawer).findByText('Blue Bottle Coffee', { exact: false })).toBeVisible();
    await expect(calls.asks).toHaveLength(1);
    await expect(calls.asks[0]).toMatchObject({ submitted_user_query: 'What was my last transaction?', is_user_input: true });
    await expect(calls.asks[0]?.id).toMatch(/^user-[a-f0-9]{32}$/);
    // Opening read the quota, and so did the answer.
    await waitFor(() => expect(calls.quota).toBe(2));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    const button = page(canvasElement).getByRole('button', { name: 'Budget AI Assistant' });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened from the navbar button with the keyboard; the close button closes it and focus goes back. */
export const ClosedBackToItsButton: Story = {
  beforeEach({ msw }) {
    openWith(msw);
    isAssistantOpen.value = false;
  },
  play: async ({ canvasElement }) => {
    const button = page(canvasElement).getByRole('button', { name: 'Budget AI Assistant' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(questionBox(drawer)).toHaveFocus());
    await userEvent.click(inDrawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The answer is on its way: the question shows at once, then "Okay, let me look into this..."; the box is empty and Send disabled. */
export const WaitingForAnswer: Story = {
  beforeEach({ msw }) {
    openRecording(msw, { newest: 'empty', answer: 'loading' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    const box = questionBox(drawer);
    await userEvent.type(box, 'What did I spend on groceries in October 2026?{Enter}');
    await expect(await inDrawer.findByText('Okay, let me look into this...')).toBeVisible();
    await expect(conversation(drawer).getByText('What did I spend on groceries in October 2026?')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(inDrawer.getByText('0/1000')).toBeVisible();
    await userEvent.type(box, 'And in September?');
    await expect(inDrawer.getByRole('button', { name: 'Send' })).toBeDisabled();
    // Enter does nothing while the answer loads.
    await userEvent.keyboard('{Enter}');
    await expect(calls.asks).toHaveLength(1);
    await expectNoAxeViolations(drawer);
  },
};

/** A conversation: markdown answers with a link that stays in the app, an outside link, and a `javascript:` link blanked. */
export const Conversation: Story = {
  beforeEach({ msw }) {
    openWith(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const talk = conversation(drawer);
    await expect(talk.getByText('What was my spending summary for October 2026?')).toBeVisible();
    await expect(talk.getByText('$2,431.18')).toBeVisible();
    await expect(talk.getByRole('link', { name: 'Budgeting tips' })).toHaveAttribute('href', 'https://example.com/tips');
    await expect(talk.queryByRole('link', { name: 'Claim a prize' })).not.toBeInTheDocument();
    await expect(talk.getByText('Claim a prize')).toBeVisible();
    await expect(drawer.querySelector('[href^="javascript"]')).toBeNull();
    // A markdown table renders as a table.
    await expect(talk.getByRole('table')).toBeVisible();
    await expect(talk.getAllByRole('columnheader').length).toBeGreaterThan(1);
    // Locale date and time.
    await expect(talk.getByText(new Date('2026-11-25T09:30:00.000Z').toLocaleString())).toBeVisible();
    await expectNoAxeViolations(drawer);

    await userEvent.click(talk.getByRole('link', { name: 'See October transactions' }));
    await expect(await page(canvasElement).findByText('Page: /transactions?start_date=2026-10-01&end_date=2026-10-31')).toBeInTheDocument();
    // The drawer stays open beside the page.
    await expect(inDrawer.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The menu of the user's bookmarked question: Remove Bookmark and Delete; at most 4.5 rows high. */
export const UserMessageMenuOpen: Story = {
  beforeEach({ msw }) {
    openRecording(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const menu = await openMessageMenu(drawer, `user-${LAST_TRANSACTION_PAIR}`);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Remove Bookmark', 'Delete']);
    await expect(getComputedStyle(menu).maxHeight).toBe('216px');
    await expectNoAxeViolations(menu);
  },
};

/** A question bookmarked from its menu (Bookmark and Delete on a question not bookmarked): two questions now carry the bookmark. */
export const BookmarkedFromTheMenu: Story = {
  beforeEach({ msw }) {
    openRecording(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const menu = await openMessageMenu(drawer, `user-${SUMMARY_PAIR}`);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Bookmark', 'Delete']);
    await choose(menu, 'Bookmark');
    await waitFor(() => expect(calls.bookmarks).toEqual([{ id: `user-${SUMMARY_PAIR}`, is_bookmark: true }]));
    await expect(conversation(drawer).getAllByRole('img', { name: 'Bookmarked' })).toHaveLength(2);
  },
};

/** Bookmark and delete change the list even when the server fails; delete takes the question and its answer. */
export const BookmarkedAndDeletedWhenTheServerFails: Story = {
  beforeEach({ msw }) {
    openRecording(msw, { writes: 'failed' });
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    const talk = conversation(drawer);
    await historyShown(drawer);
    await choose(await openMessageMenu(drawer, `user-${LAST_TRANSACTION_PAIR}`), 'Remove Bookmark');
    await waitFor(() => expect(talk.queryByRole('img', { name: 'Bookmarked' })).not.toBeInTheDocument());

    await choose(await openMessageMenu(drawer, `user-${SUMMARY_PAIR}`), 'Delete');
    await waitFor(() => expect(talk.queryByText('What was my spending summary for October 2026?')).not.toBeInTheDocument());
    await expect(talk.queryByText('$2,431.18')).not.toBeInTheDocument();
    await expect(talk.getByText('What was my last transaction?')).toBeVisible();
    await waitFor(() => expect(calls.deletes).toEqual([{ id: SUMMARY_PAIR }]));
  },
};

/** Thumbs of an answer: none, good, bad; the pressed one again clears the rating. */
export const AnswerThumbs: Story = {
  beforeEach({ msw }) {
    openRecording(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const rated = messageItem(drawer, `ai-${SUMMARY_PAIR}`);
    const unrated = messageItem(drawer, `ai-${LAST_TRANSACTION_PAIR}`);
    await expect(rated.getByRole('button', { name: 'Good response' })).toHaveAttribute('aria-pressed', 'true');
    const good = unrated.getByRole('button', { name: 'Good response' });
    const bad = unrated.getByRole('button', { name: 'Bad response' });
    await expect(good).toHaveAttribute('aria-pressed', 'false');
    await expect(bad).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(drawer);

    await userEvent.click(good);
    await waitFor(() => expect(good).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(bad);
    await waitFor(() => expect(bad).toHaveAttribute('aria-pressed', 'true'));
    await expect(good).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bad);
    await waitFor(() => expect(bad).toHaveAttribute('aria-pressed', 'false'));
    const answerId = `ai-${LAST_TRANSACTION_PAIR}`;
    await expect(calls.feedback).toEqual([
      { id: answerId, is_correct: true },
      { id: answerId, is_correct: false },
      { id: answerId, is_correct: null },
    ]);
  },
};

/** A rating shows only once the server has it: a failed call leaves the thumbs as they were. */
/** One story per rating an answer can show: none, good, bad (designers see each as it stays). */
const thumbsStory = (choose: 'Good response' | 'Bad response' | null): Story => ({
  beforeEach({ msw }) {
    openWith(msw, {});
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const answer = messageItem(drawer, `ai-${LAST_TRANSACTION_PAIR}`);
    if (choose) await userEvent.click(answer.getByRole('button', { name: choose }));
    for (const name of ['Good response', 'Bad response'] as const) {
      await waitFor(() => expect(answer.getByRole('button', { name })).toHaveAttribute('aria-pressed', String(name === choose)));
    }
    await expectNoAxeViolations(drawer);
  },
});

export const AnswerThumbsNone: Story = thumbsStory(null);
export const AnswerThumbsGood: Story = thumbsStory('Good response');
export const AnswerThumbsBad: Story = thumbsStory('Bad response');

export const AnswerThumbsCallFails: Story = {
  beforeEach({ msw }) {
    openWith(msw, { writes: 'failed' });
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const good = messageItem(drawer, `ai-${LAST_TRANSACTION_PAIR}`).getByRole('button', { name: 'Good response' });
    await userEvent.click(good);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(good).toHaveAttribute('aria-pressed', 'false');
  },
};

/** "Bookmarks Only": the history is asked for bookmarked pairs, and only those show. */
export const BookmarksOnly: Story = {
  beforeEach({ msw }) {
    openRecording(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const toggle = inDrawer.getByRole('switch', { name: 'Bookmarks Only' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(conversation(drawer).queryByText('What was my spending summary for October 2026?')).not.toBeInTheDocument());
    // The bookmarked question shows with its answer.
    await waitFor(() => expect(conversation(drawer).getAllByRole('button', { name: 'Message actions' })).toHaveLength(1));
    await expect(conversation(drawer).getByText('What was my last transaction?')).toBeVisible();
    await expect(conversation(drawer).getByText('$7.25')).toBeVisible();
    await expect(calls.history.at(-1)).toEqual({ id: 'array_is_empty', bookmark_filter_on: true });
    await expectNoAxeViolations(drawer);
  },
};

/** "Bookmarks Only" switched off again: the whole history comes back. */
export const BookmarksOnlyOffAgain: Story = {
  ...BookmarksOnly,
  play: async (context) => {
    await BookmarksOnly.play!(context);
    const { drawer, inDrawer } = await findDrawer(context.canvasElement);
    const toggle = inDrawer.getByRole('switch', { name: 'Bookmarks Only' });
    await userEvent.click(toggle);
    await waitFor(() => expect(conversation(drawer).getAllByRole('button', { name: 'Message actions' })).toHaveLength(4));
    await expect(conversation(drawer).getByText('What was my spending summary for October 2026?')).toBeVisible();
    await expect(calls.history.at(-1)).toEqual({ id: 'array_is_empty', bookmark_filter_on: false });
  },
};

/** Sending with "Bookmarks Only" on turns it off. */
export const BookmarksOffAfterSending: Story = {
  beforeEach({ msw }) {
    openWith(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const toggle = inDrawer.getByRole('switch', { name: 'Bookmarks Only' });
    await userEvent.click(toggle);
    await userEvent.type(questionBox(drawer), 'How much did I spend in 2025?{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(await conversation(drawer).findByText('How much did I spend in 2025?')).toBeVisible();
    await expect(await conversation(drawer).findByText('What was my spending summary for October 2026?')).toBeVisible();
  },
};

/** "Load Previous": the page before the oldest message goes on top, and what the user was reading stays in place. */
export const LoadPrevious: Story = {
  beforeEach({ msw }) {
    openRecording(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const oldest = conversation(drawer).getByText('What did I spend on groceries in the last three months?');
    const loadPrevious = inDrawer.getByRole('button', { name: 'Load Previous' });
    await expectNoAxeViolations(drawer);
    const topBefore = oldest.getBoundingClientRect().top;
    await userEvent.click(loadPrevious);
    await expect(await conversation(drawer).findByText('How much did I spend at Starbucks last month?')).toBeInTheDocument();
    await expect(calls.history.at(-1)).toEqual({ id: 'user-2c2b2c3d4e5f60718293a4b5c6d7e8f9', bookmark_filter_on: false });
    await expect(Math.abs(oldest.getBoundingClientRect().top - topBefore)).toBeLessThan(2);
    // No older page left.
    await waitFor(() => expect(inDrawer.queryByRole('button', { name: 'Load Previous' })).not.toBeInTheDocument());
  },
};

/** "Loading..." while the older page is on its way. */
export const LoadPreviousLoading: Story = {
  beforeEach({ msw }) {
    openWith(msw, { older: 'loading' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    await userEvent.click(inDrawer.getByRole('button', { name: 'Load Previous' }));
    await expect(await inDrawer.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expectNoAxeViolations(drawer);
  },
};

/** The older page failed: the message shows above the list, and Load Previous can be tried again. */
export const LoadPreviousFailed: Story = {
  beforeEach({ msw }) {
    openWith(msw, { older: 'failed' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    await userEvent.click(inDrawer.getByRole('button', { name: 'Load Previous' }));
    await expect(await inDrawer.findByRole('alert')).toHaveTextContent(LOAD_PREVIOUS_FAILED);
    await expect(inDrawer.getByRole('button', { name: 'Load Previous' })).toBeEnabled();
    await expect(conversation(drawer).getByText('What was my last transaction?')).toBeVisible();
    await expectNoAxeViolations(drawer);
  },
};

/** "Clear Messages" empties the list: the welcome panel again. */
export const ClearMessages: Story = {
  beforeEach({ msw }) {
    openWith(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    await userEvent.click(inDrawer.getByRole('button', { name: 'Clear Messages' }));
    await expect(await inDrawer.findByRole('heading', { name: 'Ask about your money' })).toBeVisible();
    await expect(inDrawer.getByRole('button', { name: 'Clear Messages' })).toBeDisabled();
  },
};

/** "Clearing..." while the list empties. */
export const Clearing: Story = {
  beforeEach({ msw }) {
    openWith(msw);
    isClearing.value = true;
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await expect(await inDrawer.findByRole('button', { name: 'Clearing...' })).toBeDisabled();
    await expectNoAxeViolations(drawer);
  },
};

/** The asks counter and its tooltip, which stays while the conversation scrolls. */
export const QuotaTooltip: Story = {
  beforeEach({ msw }) {
    openWith(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    const counter = await inDrawer.findByRole('button', { name: 'Asks: 12/100' });
    await historyShown(drawer);
    await userEvent.hover(counter);
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(ASKS_QUOTA_HINT);
    await waitFor(() => expect(tooltip).toBeVisible());
    const list = inDrawer.getByRole('region', { name: 'Conversation' });
    list.scrollTop = 0;
    list.dispatchEvent(new Event('scroll'));
    await new Promise(requestAnimationFrame);
    await expect(tooltip).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(drawer);
  },
};

/** No ask left this month: the ask is answered with the quota message. */
export const QuotaExhausted: Story = {
  beforeEach({ msw }) {
    openRecording(msw, { quota: EXHAUSTED_QUOTA, answer: 'quotaExceeded' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await inDrawer.findByRole('button', { name: 'Asks: 100/100' });
    await userEvent.type(questionBox(drawer), 'What was my last transaction?{Enter}');
    await expect(await conversation(drawer).findByText(QUOTA_EXHAUSTED)).toBeVisible();
    await expectNoAxeViolations(drawer);
  },
};

/** The server says no ask is left (429 QUOTA_EXCEEDED) although the counter had some. */
export const QuotaExceededByServer: Story = {
  beforeEach({ msw }) {
    openWith(msw, { answer: 'quotaExceeded' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await inDrawer.findByRole('button', { name: 'Asks: 12/100' });
    await userEvent.type(questionBox(drawer), 'What was my last transaction?{Enter}');
    await expect(await conversation(drawer).findByText(QUOTA_EXHAUSTED)).toBeVisible();
  },
};

/** A successful reply with no text. */
export const MissingAnswerText: Story = {
  beforeEach({ msw }) {
    openWith(msw, { newest: 'empty', answer: 'missingText' });
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await userEvent.type(questionBox(drawer), 'What was my last transaction?{Enter}');
    await expect(await conversation(drawer).findByText(MISSING_AI_TEXT)).toBeVisible();
    await expectNoAxeViolations(drawer);
  },
};

/** An error reply with no text: " Please try again." too, and no thumbs. */
export const MissingAnswerTextOnError: Story = {
  beforeEach({ msw }) {
    openWith(msw, { newest: 'empty', answer: 'errorStatus' });
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await userEvent.type(questionBox(drawer), 'What was my last transaction?{Enter}');
    await expect(await conversation(drawer).findByText(MISSING_AI_TEXT + MISSING_AI_TEXT_RETRY_SUFFIX)).toBeVisible();
    await expect(conversation(drawer).queryByRole('group', { name: 'Rate this response' })).not.toBeInTheDocument();
  },
};

/** The ask failed (server error, network): the generic message. */
export const AssistantException: Story = {
  beforeEach({ msw }) {
    openWith(msw, { newest: 'empty', answer: 'failed' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await userEvent.type(questionBox(drawer), 'What was my last transaction?{Enter}');
    await expect(await conversation(drawer).findByText(SOMETHING_WENT_WRONG)).toBeVisible();
    await expect(inDrawer.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    await expectNoAxeViolations(drawer);
  },
};

/** 1000 characters: the counter says 1000/1000 and more input is ignored. */
export const QuestionAtItsLimit: Story = {
  beforeEach({ msw }) {
    openWith(msw, { newest: 'empty' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    const box = questionBox(drawer);
    box.focus();
    await userEvent.paste('a'.repeat(1100));
    await expect(box.value).toHaveLength(1000);
    await expect(inDrawer.getByText('1000/1000')).toBeVisible();
    await userEvent.type(box, 'b');
    await expect(box.value).toHaveLength(1000);
    await expect(inDrawer.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectNoAxeViolations(drawer);
  },
};

/** Nothing to send: blank or only spaces and new lines; Enter sends nothing. */
export const BlankQuestion: Story = {
  beforeEach({ msw }) {
    openRecording(msw, { newest: 'empty' });
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    const send = inDrawer.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(questionBox(drawer), '   {Shift>}{Enter}{/Shift}  ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(calls.asks).toEqual([]);
    await expectNoAxeViolations(drawer);
  },
};

/** Shift+Enter adds lines: the box grows from 22 px to 76 px, then scrolls. */
export const LongQuestion: Story = {
  beforeEach({ msw }) {
    openWith(msw, { newest: 'empty' });
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    const box = questionBox(drawer);
    await expect(box.getBoundingClientRect().height).toBe(22);
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    await expect(box.getBoundingClientRect().height).toBe(44);
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}three{Shift>}{Enter}{/Shift}four{Shift>}{Enter}{/Shift}five{Shift>}{Enter}{/Shift}six');
    await expect(box.getBoundingClientRect().height).toBe(76);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(box.value.split('\n')).toHaveLength(6);
    await expectNoAxeViolations(drawer);
  },
};

/** At 390 px the drawer is the whole screen, over the navbar, with the question box at its foot (kept above an on-screen keyboard); nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    openWith(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer, inDrawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    await expect(window.innerWidth).toBe(390);
    // The whole screen, over the navbar (its own Close button takes the navbar's place), the question box at its foot.
    const { top, bottom, width } = drawer.getBoundingClientRect();
    await expect({ top, bottom, width }).toEqual({ top: 0, bottom: window.innerHeight, width: 390 });
    const box = questionBox(drawer).getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(inDrawer.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(drawer);
  },
};

/** At 1400 px the drawer is a panel on the right. */
export const OnWideScreen: Story = {
  beforeEach({ msw }) {
    openWith(msw);
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await findDrawer(canvasElement);
    await historyShown(drawer);
    const { width, right } = drawer.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(420);
    await expect(width).toBeLessThanOrEqual(480);
    await expect(right).toBe(window.innerWidth);
  },
};
