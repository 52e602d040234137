import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ROUTES } from '@/shared/config';
import { Spinner } from '@/shared/ui';
import { RequireLogin } from '../guards/RequireLogin';
import { RouteAccessGuard } from '../guards/RouteAccessGuard';
import { MainLayout } from '../layouts/MainLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { SubscriptionLayout } from '../layouts/SubscriptionLayout';
import {
  MAIN_ROUTES,
  PUBLIC_ROUTES,
  SUBSCRIPTION_ROUTES,
  findRoute,
  guardsByPlacement,
  pathsPattern,
  type AppRoute,
} from './route-table';

type Wrapper = ComponentType<{ children: ReactNode }>;

interface LayoutGroup {
  key: string;
  Layout: Wrapper;
  /** Route guards around the layout, outermost first; each renders its children or sends the visitor elsewhere. */
  guards: readonly Wrapper[];
  routes: readonly AppRoute[];
  pattern: RegExp;
}

/**
 * The subscription guards of whichever route of `routes` is open, around the layout. One component
 * for all the group's routes, so the layout stays mounted as the user moves between them.
 */
function layoutAccessGuard(routes: readonly AppRoute[]): Wrapper {
  return function LayoutAccessGuard({ children }: { children: ReactNode }) {
    const [path] = useLocation();
    const route = findRoute(routes, path);
    return (
      <RouteAccessGuard guards={route ? guardsByPlacement(route).layout : []} placement="layout">
        {children}
      </RouteAccessGuard>
    );
  };
}

const group = (key: string, Layout: Wrapper, guards: readonly Wrapper[], routes: readonly AppRoute[]): LayoutGroup => ({
  key,
  Layout,
  guards,
  routes,
  pattern: pathsPattern(routes),
});

const LAYOUT_GROUPS: readonly LayoutGroup[] = [
  group('public', PublicLayout, [], PUBLIC_ROUTES),
  group('subscription', SubscriptionLayout, [RequireLogin, layoutAccessGuard(SUBSCRIPTION_ROUTES)], SUBSCRIPTION_ROUTES),
  group('main', MainLayout, [RequireLogin, layoutAccessGuard(MAIN_ROUTES)], MAIN_ROUTES),
];

const withGuards = (guards: readonly Wrapper[], content: ReactNode) =>
  guards.reduceRight<ReactNode>((children, Guard) => <Guard>{children}</Guard>, content);

/** A page behind the guards that run inside its layout (the bank link), if it has any. */
function GuardedPage({ route }: { route: AppRoute }) {
  const { page } = guardsByPlacement(route);
  if (page.length === 0) return <route.Page />;
  return (
    <RouteAccessGuard guards={page} placement="page">
      <route.Page />
    </RouteAccessGuard>
  );
}

/**
 * Every route of the spec. The layout is chosen first, so it stays mounted while the user moves
 * between its pages; the page inside loads lazily behind a light spinner. Unknown paths go to /404.
 */
export function AppRouter() {
  return (
    <Switch>
      {LAYOUT_GROUPS.map(({ key, Layout, guards, routes, pattern }) => (
        <Route key={key} path={pattern}>
          {withGuards(
            guards,
            <Layout>
              <Suspense fallback={<Spinner layout="centered" />}>
                <Switch>
                  {routes.map((route) => (
                    <Route key={route.path} path={route.path}>
                      <GuardedPage route={route} />
                    </Route>
                  ))}
                </Switch>
              </Suspense>
            </Layout>,
          )}
        </Route>
      ))}
      <Route>
        <Redirect to={ROUTES.notFound} replace />
      </Route>
    </Switch>
  );
}
