import { closeAssistant } from '@/entities/assistant';

/** Below Panda's `md` breakpoint the drawer covers the page. */
const FULL_WIDTH_QUERY = '(max-width: 767.98px)';

/** Following a link of an answer into the app closes a full-width drawer, so the page shows. */
export function closeWhenFullWidth(): void {
  if (window.matchMedia(FULL_WIDTH_QUERY).matches) closeAssistant();
}
