import { css, cx } from 'styled-system/css';
import type { UserCategory, UserCategoryGroup } from '@/shared/api';
import { Button, Menu, MoreIcon, type MenuEntry } from '@/shared/ui';
import { actionsFor, CHANGE_ICON, countsAs, HIDDEN, HIDDEN_HINT, HIDE, MERGE_INTO, MOVE_DOWN, MOVE_TO_GROUP, MOVE_UP, RENAME, SHOW, YOUR_OWN } from '../config/copy';
import { badge, iconBox, inheritedIcon, ownBadge, rowButton } from './category-badge';
import { InlineNameForm } from './InlineNameForm';

export type CategoryAction = 'rename' | 'icon' | 'hide' | 'show' | 'up' | 'down' | 'moveToGroup' | 'merge';

export interface CategoryRowProps {
  category: UserCategory;
  group: UserCategoryGroup;
  /** Its place in the group, and how many the group has. */
  index: number;
  count: number;
  /** Whether there is another group to move it to. */
  canChangeGroup: boolean;
  /** The person's name of the category an own one counts as. */
  countsAsName: string | undefined;
  renaming: boolean;
  onAction: (action: CategoryAction, category: UserCategory) => void;
  onRename: (category: UserCategory, name: string) => Promise<void>;
  onRenameDone: (category: UserCategory) => void;
}

/** The row menu's entries: rename, icon, hide or show, its place, its group, and merge. */
export function categoryMenuItems({ category, index, count, canChangeGroup, onAction }: Pick<CategoryRowProps, 'category' | 'index' | 'count' | 'canChangeGroup' | 'onAction'>): MenuEntry[] {
  const act = (action: CategoryAction) => () => onAction(action, category);
  return [
    { value: 'rename', label: RENAME, onSelect: act('rename') },
    { value: 'icon', label: CHANGE_ICON, onSelect: act('icon') },
    category.hidden ? { value: 'show', label: SHOW, onSelect: act('show') } : { value: 'hide', label: HIDE, onSelect: act('hide') },
    { separator: true, id: 'place' },
    { value: 'up', label: MOVE_UP, onSelect: act('up'), disabled: index === 0 },
    { value: 'down', label: MOVE_DOWN, onSelect: act('down'), disabled: index === count - 1 },
    { value: 'moveToGroup', label: MOVE_TO_GROUP, onSelect: act('moveToGroup'), disabled: !canChangeGroup },
    { separator: true, id: 'merging' },
    { value: 'merge', label: MERGE_INTO, onSelect: act('merge') },
  ];
}

/** One category: its icon, its name (changed in place), what marks it, and its menu. */
export function CategoryRow(props: CategoryRowProps) {
  const { category, group, renaming, countsAsName, onRename, onRenameDone } = props;
  const icon = category.icon ?? group.icon;
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '1.5', minH: '11', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' } })}>
      <span aria-hidden className={cx(iconBox, category.icon === null && inheritedIcon)}>
        {icon}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0', py: '1' })}>
        {renaming ? (
          <InlineNameForm name={category.name} onSave={(name) => onRename(category, name)} onDone={() => onRenameDone(category)} />
        ) : (
          <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere', color: category.hidden ? 'fg.muted' : 'fg.default' })}>{category.name}</span>
        )}
        {(category.own || category.hidden) && (
          <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            {category.own && <span className={cx(badge, ownBadge)}>{YOUR_OWN}</span>}
            {category.own && countsAsName && <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{countsAs(countsAsName)}</span>}
            {category.hidden && (
              <span className={badge} title={HIDDEN_HINT}>
                {HIDDEN}
              </span>
            )}
          </span>
        )}
      </div>
      <Menu
        trigger={
          <Button data-actions-for-category={category.id} variant="ghost" tone="neutral" size="icon" className={rowButton} aria-label={actionsFor(category.name)}>
            <MoreIcon />
          </Button>
        }
        items={categoryMenuItems(props)}
        // In place, so the open menu stays inside the page's main landmark.
        portalled={false}
      />
    </li>
  );
}
