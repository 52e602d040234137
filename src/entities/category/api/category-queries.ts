import { useMemo } from 'react';
import {
  api,
  toLoadable,
  useApiQuery,
  useRefetchOnScreen,
  type CategoryGroupInput,
  type CategoryGroupUpdate,
  type CategoryInput,
  type CategoryMergeResult,
  type CategoryPrimary,
  type CategoryUpdate,
  type Loadable,
  type UserCategory,
  type UserCategoryGroup,
  type UserCategoryList,
} from '@/shared/api';

/**
 * What a change of the person's categories is read again in: the list itself. Rows, filters and
 * figures carry codes and name them through `categoryNames` (kept from this list), so a rename,
 * an icon, a move or a hide needs nothing else asked again; a merge moves rows, and the page that
 * merges asks the money reads again too.
 */
const CATEGORY_PATHS = ['/db_api/categories'] as const;

/**
 * `GET /db_api/categories`: the person's groups in order, each with its categories (hidden ones
 * too, marked), and Plaid's primary categories by their names. Subscribers only (the server
 * answers others 403): `enabled: false` asks nothing.
 */
export function useUserCategoryList(enabled = true): Loadable<UserCategoryList> {
  return toLoadable(useApiQuery('/db_api/categories', enabled ? undefined : null));
}

/** The groups of `GET /db_api/categories` alone (the same read). */
export function useUserCategories(enabled = true): Loadable<UserCategoryGroup[]> {
  return toLoadable(useApiQuery('/db_api/categories', enabled ? undefined : null), (list) => list.groups);
}

const categoryPath = (categoryId: string) => ({ params: { path: { category_id: categoryId } } });
const groupPath = (groupId: string) => ({ params: { path: { group_id: groupId } } });
const primaryPath = (primary: string) => ({ params: { path: { primary } } });

/** Every write answers with what it changed; an empty answer is a failure like any other. */
function answered<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The categories could not be changed.');
  return data;
}

export interface CategoryChanges {
  /** `POST /api/categories`: a category of the person's own, last in its group. */
  addCategory: (input: CategoryInput) => Promise<UserCategory>;
  /** `PATCH /api/categories/{id}`: its name, icon, hidden, group or place. */
  updateCategory: (categoryId: string, change: CategoryUpdate) => Promise<UserCategory>;
  /** `POST /api/categories/{id}/merge`: its rows and rules into another, then it is gone. */
  mergeCategory: (categoryId: string, into: string) => Promise<CategoryMergeResult>;
  /** `POST /api/category_groups`: an empty group, last. */
  addGroup: (input: CategoryGroupInput) => Promise<UserCategoryGroup>;
  /** `PATCH /api/category_groups/{id}`: its name, icon, hidden or place. */
  updateGroup: (groupId: string, change: CategoryGroupUpdate) => Promise<UserCategoryGroup>;
  /** `PUT /api/category_primaries/{primary}`: one of Plaid's primaries by the person's name; `null` back to the taxonomy's words. */
  renamePrimary: (primary: string, name: string | null) => Promise<CategoryPrimary>;
}

/**
 * The six writes of the person's categories, each resolving once the list shown has been read
 * again (kept on screen meanwhile, so a moved row keeps the focus; the names follow at once). Each
 * throws on failure: an `ApiError` carries the server's message (a name already taken is a 409).
 */
export function useCategoryChanges(): CategoryChanges {
  const refresh = useRefetchOnScreen(CATEGORY_PATHS);
  return useMemo(() => {
    const thenRefresh = async <T>(call: Promise<T>): Promise<T> => {
      const result = await call;
      await refresh();
      return result;
    };
    return {
      addCategory: (input) => thenRefresh(api.POST('/api/categories', { body: input }).then(({ data }) => answered(data))),
      updateCategory: (categoryId, change) => thenRefresh(api.PATCH('/api/categories/{category_id}', { ...categoryPath(categoryId), body: change }).then(({ data }) => answered(data))),
      mergeCategory: (categoryId, into) => thenRefresh(api.POST('/api/categories/{category_id}/merge', { ...categoryPath(categoryId), body: { into } }).then(({ data }) => answered(data))),
      addGroup: (input) => thenRefresh(api.POST('/api/category_groups', { body: input }).then(({ data }) => answered(data))),
      updateGroup: (groupId, change) => thenRefresh(api.PATCH('/api/category_groups/{group_id}', { ...groupPath(groupId), body: change }).then(({ data }) => answered(data))),
      renamePrimary: (primary, name) => thenRefresh(api.PUT('/api/category_primaries/{primary}', { ...primaryPath(primary), body: { name } }).then(({ data }) => answered(data))),
    };
  }, [refresh]);
}
