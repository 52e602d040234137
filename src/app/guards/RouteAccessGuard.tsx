import { useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { css } from 'styled-system/css';
import { hasItem, signinError, SignInProblem } from '@/entities/session';
import { hasJustSubscribedFlag, readGuardRouteState, useSubscriptionStatus, type GuardRouteState } from '@/entities/subscription';
import { useHasLinkedBank } from '@/entities/institution';
import { Spinner } from '@/shared/ui';
import { PageLoading, SignedInLoading } from '../layouts/SignedInLoading';
import { decideRouteAccess, type RouteGuard } from './route-access';

export interface RouteAccessGuardProps {
  /** The guards to apply, in order (spec section 2); see `decideRouteAccess`. */
  guards: readonly RouteGuard[];
  /**
   * `layout`: around a layout, before any of it shows (a full-height spinner while deciding);
   * `page`: inside the layout, around the page (a spinner in the page's place).
   */
  placement: 'layout' | 'page';
  children: ReactNode;
}

const needsBankLink = (guards: readonly RouteGuard[]) => guards.includes('bankLink') || guards.includes('getStarted');

/**
 * The route guards of spec section 2 as one thin component: it gathers what they decide on (the
 * subscription status, the just-subscribed flag, the bank link, where the user is) and renders what
 * `decideRouteAccess` says: a spinner while waiting, a redirect (replacing the history entry), or
 * the children. It sits behind the login-required wrapper, so the user is signed in.
 */
export function RouteAccessGuard({ guards, placement, children }: RouteAccessGuardProps) {
  const [path] = useLocation();
  const search = useSearch();
  const routeState = readGuardRouteState(useHistoryState());
  const subscription = useSubscriptionStatus();
  const hasBankLink = useHasLinkedBank(needsBankLink(guards), hasItem.value);

  const decision = decideRouteAccess(guards, {
    loading: subscription.loading,
    level: subscription.level,
    justSubscribedInStorage: hasJustSubscribedFlag(),
    justSubscribedInRouteState: routeState.justSubscribed === true,
    hasBankLink,
    continuingLink: routeState.linkedInstitution !== undefined,
    location: search ? `${path}?${search}` : path,
  });

  // A page, once let in, stays: linking a bank on Get Started must not yank the wizard away to
  // /accounts mid-step. (A layout guard re-decides on every route of its layout.)
  const [admitted, setAdmitted] = useState(false);
  if (placement === 'page' && decision.type === 'allow' && !admitted) setAdmitted(true);

  if (decision.type === 'allow' || admitted) return children;
  if (decision.type === 'redirect') {
    const state: GuardRouteState | undefined = decision.from ? { from: decision.from } : undefined;
    return <Redirect to={decision.to} replace={decision.replace} state={state} />;
  }
  // The session never started (the toast has said so): the status will not come without it.
  if (signinError.value && subscription.loading) {
    return (
      <SignInProblem
        title="We couldn't start your session"
        message={signinError.value}
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (placement === 'page') return <PageLoading fallback={<Spinner layout="centered" label="Checking your bank link…" />} />;
  return (
    <SignedInLoading
      fallback={
        <div className={css({ display: 'flex', alignItems: 'center', minH: '100vh' })}>
          <Spinner layout="centered" label="Checking your subscription…" />
        </div>
      }
    />
  );
}
