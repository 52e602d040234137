import { useSWRConfig, type SWRConfiguration } from 'swr';
import { useCallback } from 'react';
import { createImmutableHook, createInfiniteHook, createMutateHook, createQueryHook } from 'swr-openapi';
import { DATA_CACHE_TTL_MS } from '@/shared/config';
import { isPartialMatch } from '@/shared/lib';
import type { paths } from '@contract/schema';
import { api, type ApiError } from './client';
import { useAccessToken } from './access-token';

/** The first element of every SWR key made by these hooks. */
const KEY_PREFIX = 'ledgerline-api';

/**
 * The spec's cache policy: data is never stale, kept 24 hours, not refetched on mount, focus or
 * reconnect, never retried; it changes only through explicit invalidation (`useApiMutate`).
 *
 * `revalidateOnMount` is left unset on purpose: SWR then fetches on mount only when the cache has
 * no data for the key (because `revalidateIfStale` is false), so the first load still happens.
 * Setting it to `false` would stop the first load too.
 */
export const swrCachePolicy = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: DATA_CACHE_TTL_MS,
} as const satisfies SWRConfiguration;

type AnyHook = (...args: never[]) => unknown;
type UntypedHook = (path: unknown, init?: unknown, config?: unknown) => unknown;

/** Data fetches are disabled without a token: the key becomes `null`, so SWR makes no request. */
function withTokenGate<H extends AnyHook>(useHook: H): H {
  const useUngated = useHook as unknown as UntypedHook;
  function useGated(path: unknown, init?: unknown, config?: unknown) {
    const token = useAccessToken();
    return useUngated(path, token ? init : null, config);
  }
  return useGated as unknown as H;
}

function withTokenGateInfinite<H extends AnyHook>(useHook: H): H {
  const useUngated = useHook as unknown as UntypedHook;
  function useGated(path: unknown, getInit: (...args: unknown[]) => unknown, config?: unknown) {
    const token = useAccessToken();
    return useUngated(path, token ? getInit : () => null, config);
  }
  return useGated as unknown as H;
}

type MediaType = `${string}/${string}`;

// Named hook types keep the exported declarations portable (the project is `composite`).
type QueryHook = ReturnType<typeof createQueryHook<paths, MediaType, typeof KEY_PREFIX, ApiError>>;
type ImmutableHook = ReturnType<typeof createImmutableHook<paths, MediaType, typeof KEY_PREFIX, ApiError>>;
type InfiniteHook = ReturnType<typeof createInfiniteHook<paths, MediaType, typeof KEY_PREFIX, ApiError>>;
type MutateHook = ReturnType<typeof createMutateHook<paths, MediaType>>;

/** `useApiQuery('/api/accounts')`: a GET through SWR, cached with the policy above. */
export const useApiQuery: QueryHook = withTokenGate(createQueryHook(api, KEY_PREFIX));

/** Like `useApiQuery`, and never revalidated by SWR at all (accounts and liabilities: cached indefinitely). */
export const useApiImmutable: ImmutableHook = withTokenGate(createImmutableHook(api, KEY_PREFIX));

/** Paginated GETs (`useSWRInfinite`): the init loader returns `null` to stop. */
export const useApiInfinite: InfiniteHook = withTokenGateInfinite(createInfiniteHook(api, KEY_PREFIX));

/** Invalidate cached GETs: `mutate(['/api/accounts'])`, or only matching params with `[path, { params }]`. */
export const useApiMutate: MutateHook = createMutateHook(api, KEY_PREFIX, isPartialMatch);

/**
 * Drops the cached GETs of `path` whose init `keep` does not keep: a dropped one is read anew when
 * next shown (a mounted one at once), while the kept ones stay on screen without a flash.
 * `revalidate: true` is what clears SWR's marker of the last request: without it, a key shown again
 * within the deduping interval would wait on that old request, whose answer the drop made stale.
 */
export function useApiCacheDrop() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (path: keyof paths, keep: (init: unknown) => boolean) =>
      mutate((key) => Array.isArray(key) && key[0] === KEY_PREFIX && key[1] === path && !keep(key[2]), undefined, { revalidate: true }),
    [mutate],
  );
}

/** The paths whose GETs can be cached. */
type GetPath = { [P in keyof paths]: paths[P] extends { get: unknown } ? P : never }[keyof paths];

/**
 * Asks every cached GET of these paths again, whatever its params: what a change shows in (a rename,
 * a corrected recurring payment). A read that fails keeps what it showed.
 */
export function useRevalidatePaths(readers: readonly GetPath[]): () => Promise<void> {
  const mutate = useApiMutate();
  return useCallback(async () => {
    await Promise.all(readers.map((path) => mutate([path], undefined, { revalidate: true }).catch(() => undefined)));
  }, [mutate, readers]);
}

/**
 * Asks the reads of these paths that are on screen again, keeping what they show until the answer
 * arrives, and resolves once it has: a list whose rows move in place (a reordered category keeps
 * the focus, nothing flashes back to loading). A cached read not on screen is left as it is, so use
 * it for reads shown where the change is made (`useRevalidatePaths` forgets the others).
 */
export function useRefetchOnScreen(readers: readonly GetPath[]): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    // A key filter and nothing else: SWR revalidates the mounted reads and waits for their answers.
    const isReader = (key: unknown) => Array.isArray(key) && key[0] === KEY_PREFIX && readers.includes(key[1] as GetPath);
    await mutate(isReader).catch(() => undefined);
  }, [mutate, readers]);
}
