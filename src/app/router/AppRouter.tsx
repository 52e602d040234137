import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { hasStoredIdentitySession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { Spinner } from '@/shared/ui';
import { PublicLayout } from '../layouts/PublicLayout';
import { SignedInLoading } from '../layouts/SignedInLoading';
import { MAIN_ROUTES, PUBLIC_ROUTES, SUBSCRIPTION_ROUTES, findRoute, pathsPattern } from './route-table';

// Sign-in guards, layouts with navbar and sidebar, Ark's menus and dialogs: none of it is needed
// to paint a public page, so it loads only when a signed-in route is opened.
const loadSignedInRoutes = () => import('./SignedInRoutes');
const SignedInRoutes = lazy(() => loadSignedInRoutes().then((module) => ({ default: module.SignedInRoutes })));

const PUBLIC_PATTERN = pathsPattern(PUBLIC_ROUTES);
const SIGNED_IN_PATTERN = pathsPattern([...SUBSCRIPTION_ROUTES, ...MAIN_ROUTES]);

/**
 * Every route of the spec. The layout is chosen first, so it stays mounted while the user moves
 * between its pages; the page inside loads lazily behind a light spinner. Unknown paths go to /404.
 */
export function AppRouter() {
  const [path] = useLocation();
  // A returning user opening a signed-in page: fetch its code while the session starts, rather than
  // once the guards have let them in.
  useEffect(() => {
    if (!SIGNED_IN_PATTERN.test(path) || !hasStoredIdentitySession()) return;
    void loadSignedInRoutes();
    void findRoute([...SUBSCRIPTION_ROUTES, ...MAIN_ROUTES], path)?.Page.preload();
    // Only for the page the app was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Switch>
      <Route path={PUBLIC_PATTERN}>
        <PublicLayout>
          <Suspense fallback={<Spinner layout="centered" />}>
            <Switch>
              {PUBLIC_ROUTES.map((route) => (
                <Route key={route.path} path={route.path}>
                  <route.Page />
                </Route>
              ))}
            </Switch>
          </Suspense>
        </PublicLayout>
      </Route>
      <Route path={SIGNED_IN_PATTERN}>
        <Suspense fallback={<SignedInLoading fallback={<Spinner layout="fullPage" size="lg" label="Loading…" />} />}>
          <SignedInRoutes />
        </Suspense>
      </Route>
      <Route>
        <Redirect to={ROUTES.notFound} replace />
      </Route>
    </Switch>
  );
}
