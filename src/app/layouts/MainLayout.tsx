import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { AssistantButton } from '@/entities/assistant';
import { useCategoryNamesSync } from '@/entities/category';
import { useHasLinkedBank } from '@/entities/institution';
import { hasItem } from '@/entities/session';
import { hasActiveSubscription, useSubscriptionStatus } from '@/entities/subscription';
import { AddInstitutionButton } from '@/features/link-institution';
import { MarkNotificationsReadChip } from '@/features/mark-notifications-read';
import { UpdateInstitutionButton } from '@/features/update-institution';
import { AccountMenu } from '@/widgets/account-menu';
import { AssistantDrawer } from '@/widgets/assistant-drawer';
import { Navbar } from '@/widgets/navbar';
import { NotificationsMenu } from '@/widgets/notifications-menu';
import { PhoneNavBar, Sidebar, useCompactViewport } from '@/widgets/sidebar';
import { Spinner } from '@/shared/ui';
import { PageLoading } from './SignedInLoading';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The signed-in app: the navbar on top, the sidebar on the left, the page beside it. The shell fills
 * the window and the page scrolls inside it, so the navbar and sidebar stay put.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const compact = useCompactViewport();
  // Until the link check answers, the navbar and sidebar show the without-a-bank variant.
  const hasLinkedBank = useHasLinkedBank(true, hasItem.value) === true;
  // Only Settings lets a lapsed subscriber in: the chrome offers nothing the server would refuse.
  const subscription = useSubscriptionStatus();
  const isSubscribed = hasActiveSubscription(subscription.level);
  // Every page names categories by the person's names: the page waits for them once (a refusal or a failure does not hold it).
  const categoryNamesReady = useCategoryNamesSync(subscription.loading ? undefined : isSubscribed);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: '100dvh' })}>
      <SkipLink />
      <Navbar
        hasLinkedBank={hasLinkedBank}
        isSubscribed={isSubscribed}
        bankActions={
          <>
            <AddInstitutionButton iconOnPhone />
            <UpdateInstitutionButton iconOnPhone />
          </>
        }
        assistant={<AssistantButton />}
        notifications={<NotificationsMenu action={<MarkNotificationsReadChip />} />}
        accountMenu={<AccountMenu />}
      />
      <div className={css({ flex: '1', minH: '0', display: 'flex' })}>
        <Sidebar hasLinkedBank={hasLinkedBank} isSubscribed={isSubscribed} compact={compact} />
        {/* The page scrolls here, not the document: a tab stop of its own lets the keyboard scroll it
            even when the page shows nothing focusable (a long read-only page, a skeleton, a disabled button). */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={0}
          className={css({
            flex: '1',
            minW: '0',
            overflowY: 'auto',
            // The containing block of the page's absolutely placed parts (screen-reader-only text
            // among them), so they scroll with it instead of stretching the document: a taller
            // document let scrollIntoView move the whole shell, navbar and all, off screen.
            position: 'relative',
            outline: 'none',
            _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
          })}
        >
          <div className={css({ w: 'full', maxW: 'content', px: { base: '4', md: 'gutter' }, py: '8' })}>
            {categoryNamesReady ? children : <PageLoading fallback={<Spinner layout="centered" />} />}
          </div>
        </main>
      </div>
      {/* Below 768 px only: the most used pages and "More" (the sidebar), under the page. */}
      <PhoneNavBar hasLinkedBank={hasLinkedBank} isSubscribed={isSubscribed} />
      {/* Mounted once here, so the drawer stays open as the user moves between pages. */}
      <AssistantDrawer />
    </div>
  );
}
