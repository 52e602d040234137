import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ROUTES } from '@/shared/config';
import { Spinner } from '@/shared/ui';
import { RequireLogin } from '../guards/RequireLogin';
import { MainLayout } from '../layouts/MainLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { SubscriptionLayout } from '../layouts/SubscriptionLayout';
import { MAIN_ROUTES, PUBLIC_ROUTES, SUBSCRIPTION_ROUTES, pathsPattern, type AppRoute } from './route-table';

type Wrapper = ComponentType<{ children: ReactNode }>;

interface LayoutGroup {
  key: string;
  Layout: Wrapper;
  /** Route guards around the layout, outermost first; each renders its children or sends the visitor elsewhere. */
  guards: readonly Wrapper[];
  routes: readonly AppRoute[];
  pattern: RegExp;
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
  group('subscription', SubscriptionLayout, [RequireLogin], SUBSCRIPTION_ROUTES),
  group('main', MainLayout, [RequireLogin], MAIN_ROUTES),
];

const withGuards = (guards: readonly Wrapper[], content: ReactNode) =>
  guards.reduceRight<ReactNode>((children, Guard) => <Guard>{children}</Guard>, content);

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
                  {routes.map(({ path, Page }) => (
                    <Route key={path} path={path} component={Page} />
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
