import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/shared/ui';
import { RequireLogin } from '../guards/RequireLogin';
import { RouteAccessGuard } from '../guards/RouteAccessGuard';
import { MainLayout } from '../layouts/MainLayout';
import { PageLoading } from '../layouts/SignedInLoading';
import { SubscriptionLayout } from '../layouts/SubscriptionLayout';
import { MAIN_ROUTES, SUBSCRIPTION_ROUTES, findRoute, guardsByPlacement, pathsPattern, type AppRoute } from './route-table';

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

const group = (key: string, Layout: Wrapper, routes: readonly AppRoute[]): LayoutGroup => ({
  key,
  Layout,
  guards: [RequireLogin, layoutAccessGuard(routes)],
  routes,
  pattern: pathsPattern(routes),
});

const LAYOUT_GROUPS: readonly LayoutGroup[] = [group('subscription', SubscriptionLayout, SUBSCRIPTION_ROUTES), group('main', MainLayout, MAIN_ROUTES)];

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
 * The routes behind sign-in (spec section 2): the subscription layout and the main layout with
 * their guards. Their own chunk: a visitor of the public pages never loads them.
 */
export function SignedInRoutes() {
  return (
    <Switch>
      {LAYOUT_GROUPS.map(({ key, Layout, guards, routes, pattern }) => (
        <Route key={key} path={pattern}>
          {withGuards(
            guards,
            <Layout>
              <Suspense fallback={<PageLoading fallback={<Spinner layout="centered" />} />}>
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
    </Switch>
  );
}
