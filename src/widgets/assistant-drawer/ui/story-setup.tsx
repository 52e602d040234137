import type { HttpHandler } from 'msw';
import { css } from 'styled-system/css';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AssistantButton, isAssistantOpen } from '@/entities/assistant';
import { chatHandlers, type ChatAnswers, type ChatCalls } from '@/entities/assistant/testing';
import { AssistantDrawer } from './AssistantDrawer';

function CurrentPage() {
  const [path] = useLocation();
  const search = useSearch();
  // For the stories' checks of in-app links, not for the eye: the gallery shows only the product.
  return <p className={css({ srOnly: true })}>Page: {search ? `${path}?${search}` : path}</p>;
}

/** Stories only: the navbar's assistant button, the page's path (for in-app links) and the drawer. */
export function DrawerStage() {
  return (
    <Router hook={memoryLocation({ path: '/accounts' }).hook}>
      <header>
        <AssistantButton />
      </header>
      <main>
        <CurrentPage />
      </main>
      <AssistantDrawer />
    </Router>
  );
}

/** Stories only: the chat calls answer as asked and the drawer is open before the story renders. */
export function openWith(msw: { use: (...handlers: HttpHandler[]) => void }, answers: ChatAnswers = {}, calls?: ChatCalls): void {
  msw.use(...chatHandlers(answers, calls));
  isAssistantOpen.value = true;
}
