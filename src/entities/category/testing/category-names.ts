import type { UserCategoryGroup } from '@/shared/api';
import { categoryNames } from '@/shared/lib';
import { categoryNamesOf } from '../model/category-names';
import { SAMPLE_CATEGORY_GROUPS } from './fixtures';

/**
 * Stories only, as a `beforeEach`: labels name categories by the groups' names (by default those
 * `categoriesHandlers` answers), as the layout keeps them in the app; put back after the story.
 */
export function withSampleCategoryNames(groups: readonly UserCategoryGroup[] = SAMPLE_CATEGORY_GROUPS): () => void {
  categoryNames.value = categoryNamesOf(groups);
  return () => {
    categoryNames.value = new Map();
  };
}
