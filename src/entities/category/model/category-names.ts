import { useLayoutEffect, useState } from 'react';
import type { CategoryPrimary, UserCategoryGroup, UserCategoryList } from '@/shared/api';
import { categoryNames } from '@/shared/lib';
import { useUserCategoryList } from '../api/category-queries';

/** The signal holds no one's names. */
const NONE = 'none';

/**
 * Every category's name by its code (Plaid's codes and the person's own), from their groups, and
 * the primaries they renamed (one they did not is named by the taxonomy's words, as without names).
 */
export function categoryNamesOf(groups: readonly UserCategoryGroup[], primaries: readonly CategoryPrimary[] = []): ReadonlyMap<string, string> {
  return new Map([
    ...primaries.filter((primary) => primary.renamed).map((primary) => [primary.code, primary.name] as const),
    ...groups.flatMap((group) => group.categories.map((category) => [category.code, category.name] as const)),
  ]);
}

/**
 * Keeps `categoryNames` (which every category label reads) in step with the person's categories,
 * for a subscriber (the server refuses anyone else; a refusal or a failure shows nothing, and
 * labels keep the taxonomy's words). `subscribed` is `undefined` while that is not known yet.
 * Answers whether the page may show: once the names are in, or will not come. Labels are plain
 * functions, which the signals transform does not track, so a page drawn before the names arrived
 * would keep the taxonomy's words; the layout holds the page until then, once: later changes (a
 * rename) reach every page drawn after them.
 */
export function useCategoryNamesSync(subscribed: boolean | undefined): boolean {
  const enabled = subscribed === true;
  const { data, failed } = useUserCategoryList(enabled);
  // What the signal holds: this answer's names, or none (not a subscriber); set before paint, so
  // the page is never drawn with names that are not the person's.
  const [synced, setSynced] = useState<UserCategoryList | typeof NONE>();
  const [shownOnce, setShownOnce] = useState(false);

  useLayoutEffect(() => {
    if (subscribed === false) {
      if (categoryNames.peek().size > 0) categoryNames.value = new Map();
    } else if (subscribed && data !== undefined) {
      categoryNames.value = categoryNamesOf(data.groups, data.primaries);
    } else return;
    // Deliberately one more render, before paint: only now does the signal hold what the page is to be drawn with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSynced(subscribed ? data : NONE);
  }, [subscribed, data]);

  const settled = subscribed === undefined ? false : enabled ? failed || (data !== undefined && synced === data) : synced === NONE;
  if (settled && !shownOnce) setShownOnce(true);
  return settled || shownOnce;
}
