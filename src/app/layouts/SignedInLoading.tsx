import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hasStoredIdentitySession } from '@/entities/session';
import { MAIN_ROUTES, findRoute } from '../router/route-table';
import { PageSkeleton } from './PageSkeleton';
import { SignedInSkeleton } from './SignedInSkeleton';

/** The title of the main-layout page at `path`, when this browser holds a session to start. */
function useSkeletonTitle(): string | undefined {
  const [path] = useLocation();
  return hasStoredIdentitySession() ? findRoute(MAIN_ROUTES, path)?.title : undefined;
}

/**
 * What a signed-in route shows before it can show itself (session starting, guards deciding): for
 * a returning user on a main-layout page, the layout's frame and the page's skeleton at once, which
 * the page then fills; otherwise `fallback` (a spinner saying what it waits for).
 */
export function SignedInLoading({ fallback }: { fallback: ReactNode }) {
  const title = useSkeletonTitle();
  return title ? <SignedInSkeleton title={title} /> : fallback;
}

/** The same inside the main layout: the page's skeleton where the page will be. */
export function PageLoading({ fallback }: { fallback: ReactNode }) {
  const title = useSkeletonTitle();
  return title ? <PageSkeleton title={title} /> : fallback;
}
