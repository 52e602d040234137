import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@/entities/subscription';
import { decideRouteAccess, type GuardDecision, type RouteAccessState, type RouteGuard } from '../guards/route-access';
import { ROUTES } from '@/shared/config';
import { MAIN_ROUTES, PUBLIC_ROUTES, SUBSCRIPTION_ROUTES, findRoute, guardsByPlacement, type AppRoute } from './route-table';

const ALL_ROUTES = [...PUBLIC_ROUTES, ...SUBSCRIPTION_ROUTES, ...MAIN_ROUTES];
const routeAt = (path: string): AppRoute => {
  const route = findRoute(ALL_ROUTES, path);
  if (!route) throw new Error(`No route at ${path}`);
  return route;
};

const BANK_DATA_PAGES = [
  ROUTES.accounts,
  ROUTES.budgetOverview,
  ROUTES.budgetPlanner,
  ROUTES.budgetTracker,
  ROUTES.dashboard,
  ROUTES.transactions,
  ROUTES.merchantInsights,
  ROUTES.account,
  ROUTES.forecast,
];

describe('which guards apply to which route (spec section 2)', () => {
  const wiring: [path: string, guards: RouteGuard[]][] = [
    // Sign-in is the layout group's wrapper; these come after it, in order.
    ...PUBLIC_ROUTES.map((route): [string, RouteGuard[]] => [route.path, []]),
    [ROUTES.subscription, ['subscriptionPage']],
    [ROUTES.subscriptionSuccess, ['postPurchase']],
    [ROUTES.getStarted, ['subscription', 'getStarted']],
    [ROUTES.getStartedCallback, ['subscription', 'getStarted']],
    [ROUTES.settings, ['subscriptionAllowingInactive']],
    [ROUTES.importFile, ['subscription']],
    [ROUTES.recurring, ['subscription']],
    [ROUTES.categories, ['subscription']],
    [ROUTES.rules, ['subscription']],
    ...BANK_DATA_PAGES.map((path): [string, RouteGuard[]] => [path, ['subscription', 'bankLink']]),
  ];
  it.each(wiring)('%s: %j', (path, guards) => {
    expect(routeAt(path).guards).toEqual(guards);
  });

  it('covers every route', () => {
    expect(ALL_ROUTES.map((route) => route.path).sort()).toEqual(Object.values(ROUTES).sort());
  });

  it('runs the subscription guards around the layout and the bank-link guards inside it', () => {
    expect(guardsByPlacement(routeAt(ROUTES.dashboard))).toEqual({ layout: ['subscription'], page: ['bankLink'] });
    expect(guardsByPlacement(routeAt(ROUTES.getStarted))).toEqual({ layout: ['subscription'], page: ['getStarted'] });
    expect(guardsByPlacement(routeAt(ROUTES.settings))).toEqual({ layout: ['subscriptionAllowingInactive'], page: [] });
    expect(guardsByPlacement(routeAt(ROUTES.subscription))).toEqual({ layout: ['subscriptionPage'], page: [] });
    expect(guardsByPlacement(routeAt(ROUTES.subscriptionSuccess))).toEqual({ layout: ['postPurchase'], page: [] });
  });

  it('finds a route with or without a trailing slash', () => {
    expect(findRoute(MAIN_ROUTES, '/accounts/')?.path).toBe('/accounts');
    expect(findRoute(PUBLIC_ROUTES, '/')?.path).toBe('/');
    expect(findRoute(MAIN_ROUTES, '/nope')).toBeUndefined();
  });
});

/** Where a visit ends up: 'allow', or the redirect's target. */
const outcome = (decision: GuardDecision) => (decision.type === 'redirect' ? decision.to : decision.type);

const visit = (path: string, level: AccessLevel | undefined, hasBankLink: boolean) => {
  const state: RouteAccessState = {
    loading: false,
    level,
    justSubscribedInStorage: false,
    justSubscribedInRouteState: false,
    hasBankLink,
    continuingLink: false,
    location: path,
  };
  return outcome(decideRouteAccess(routeAt(path).guards, state));
};

type Row = [level: AccessLevel | undefined, linked: string, unlinked: string];

describe('every access level on every route', () => {
  const table: Record<string, Row[]> = {
    [ROUTES.subscription]: [
      ['active', '/accounts', '/accounts'],
      ['grace_period', '/accounts', '/accounts'],
      ['inactive', 'allow', 'allow'],
      ['new', 'allow', 'allow'],
      [undefined, 'allow', 'allow'],
    ],
    [ROUTES.subscriptionSuccess]: [
      ['active', 'allow', 'allow'],
      ['grace_period', 'allow', 'allow'],
      ['inactive', '/subscription', '/subscription'],
      ['new', '/subscription', '/subscription'],
      [undefined, '/subscription', '/subscription'],
    ],
    [ROUTES.getStarted]: [
      ['active', '/accounts', 'allow'],
      ['grace_period', '/accounts', 'allow'],
      ['inactive', '/settings', '/settings'],
      ['new', '/subscription', '/subscription'],
      [undefined, '/subscription', '/subscription'],
    ],
    [ROUTES.settings]: [
      ['active', 'allow', 'allow'],
      ['grace_period', 'allow', 'allow'],
      ['inactive', 'allow', 'allow'],
      ['new', '/subscription', '/subscription'],
      [undefined, '/subscription', '/subscription'],
    ],
    // Beyond the spec: a file is a way to start, so no bank is needed.
    [ROUTES.importFile]: [
      ['active', 'allow', 'allow'],
      ['grace_period', 'allow', 'allow'],
      ['inactive', '/settings', '/settings'],
      ['new', '/subscription', '/subscription'],
      [undefined, '/subscription', '/subscription'],
    ],
    // Beyond the spec: streams can be added by hand, so no bank is needed.
    [ROUTES.recurring]: [
      ['active', 'allow', 'allow'],
      ['grace_period', 'allow', 'allow'],
      ['inactive', '/settings', '/settings'],
      ['new', '/subscription', '/subscription'],
      [undefined, '/subscription', '/subscription'],
    ],
    // Beyond the spec: categories and rules are the person's own, so no bank is needed.
    ...Object.fromEntries(
      [ROUTES.categories, ROUTES.rules].map((path) => [
        path,
        [
          ['active', 'allow', 'allow'],
          ['grace_period', 'allow', 'allow'],
          ['inactive', '/settings', '/settings'],
          ['new', '/subscription', '/subscription'],
          [undefined, '/subscription', '/subscription'],
        ],
      ]),
    ),
    ...Object.fromEntries(
      BANK_DATA_PAGES.map((path) => [
        path,
        [
          ['active', 'allow', '/getstarted'],
          ['grace_period', 'allow', '/getstarted'],
          ['inactive', '/settings', '/settings'],
          ['new', '/subscription', '/subscription'],
          [undefined, '/subscription', '/subscription'],
        ] satisfies Row[],
      ]),
    ),
  };
  table[ROUTES.getStartedCallback] = table[ROUTES.getStarted]!;

  const cases = Object.entries(table).flatMap(([path, rows]) => rows.map(([level, linked, unlinked]) => [path, level, linked, unlinked] as const));

  it.each(cases)('%s, %s: with a bank → %s, without → %s', (path, level, linked, unlinked) => {
    expect(visit(path, level, true)).toBe(linked);
    expect(visit(path, level, false)).toBe(unlinked);
  });

  it('covers every protected route', () => {
    expect(Object.keys(table).sort()).toEqual([...SUBSCRIPTION_ROUTES, ...MAIN_ROUTES].map((route) => route.path).sort());
  });

  it('remembers the origin, query included, when a bank-data page sends the user to Get Started', () => {
    const state: RouteAccessState = {
      loading: false,
      level: 'active',
      justSubscribedInStorage: false,
      justSubscribedInRouteState: false,
      hasBankLink: false,
      continuingLink: false,
      location: '/transactions?page=2',
    };
    expect(decideRouteAccess(routeAt(ROUTES.transactions).guards, state)).toEqual({
      type: 'redirect',
      to: '/getstarted',
      replace: true,
      from: '/transactions?page=2',
    });
  });
});
