export { api, getApiClient, resetApiClient, ApiError, type ApiClient } from './client';
export { swrCachePolicy, useApiQuery, useApiImmutable, useApiInfinite, useApiMutate, useApiCacheDrop, useRefetchOnScreen, useRevalidatePaths } from './hooks';
export { accessToken, useAccessToken } from './access-token';
export { toLoadable } from './loadable';
export { bothLoaded, dataStatus, type DataStatus, type Loadable } from './data-status';
// Every contract model type (`models.ts` names each one once, from the generated schema).
export type * from './models';
export type { paths, components, operations } from '@contract/schema';
