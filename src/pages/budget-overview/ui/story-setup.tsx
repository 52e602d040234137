import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { css } from 'styled-system/css';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { budgetOverviewHandlers, resetBudgetChatForTesting, type BudgetOverviewAnswers, type BudgetOverviewCalls } from '@/entities/analysis/testing';
import { accessToken } from '@/shared/api';

function CurrentPath() {
  const [path] = useLocation();
  const search = useSearch();
  return <p className={css({ srOnly: true })}>Page: {search ? `${path}?${search}` : path}</p>;
}

/**
 * Stories only: the page where the main layout puts it: right of the sidebar (its rail below
 * 1200 px, nothing below 768 px, where the phone's bottom bar takes its place), with the layout's padding and width.
 */
export const withBudgetOverviewRoute: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/budgetoverview' }).hook}>
    <div className={css({ display: 'flex', minH: '100dvh' })}>
      <div aria-hidden className={css({ display: { base: 'none', md: 'block' }, flexShrink: '0', w: { base: '16', desktop: 'sidebar' }, bg: 'bg.surface', borderRightWidth: '1px', borderColor: 'border.default' })} />
      <main className={css({ flex: '1', minW: '0' })}>
        <div className={css({ w: 'full', maxW: 'content', px: { base: '4', md: 'gutter' }, py: '8' })}>
          <Story />
          <CurrentPath />
        </div>
      </main>
    </div>
  </Router>
);

/** Stories only: signed in, the chat as before the page first opens; undone after the story. */
export function signedInWithFreshChat(): () => void {
  resetBudgetChatForTesting();
  accessToken.value = 'story-token';
  return () => {
    accessToken.value = null;
    resetBudgetChatForTesting();
  };
}

/** Stories only: the budget overview's calls answer as asked. */
export function answerWith(msw: { use: (...handlers: HttpHandler[]) => void }, answers: BudgetOverviewAnswers = {}, calls?: BudgetOverviewCalls): void {
  msw.use(...budgetOverviewHandlers(answers, calls));
}
